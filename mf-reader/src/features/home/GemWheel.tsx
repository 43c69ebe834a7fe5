import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, errorMessage, gemColour } from 'shared-ui';
import { useDrawWheelGemsMutation, type WheelGem } from './homeApi';
import { finalAngle, shuffle, wheelSchedule } from './wheelSchedule';

const WHEEL_SIZE = 25;

const Disc = styled.div`
  position: relative;
  width: min(280px, 70vw);
  aspect-ratio: 1;
  margin: ${({ theme }) => theme.space.md} auto;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &::after {
    content: '▼';
    position: absolute;
    top: -18px;
    left: 50%;
    transform: translateX(-50%);
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Rotor = styled.div`
  position: absolute;
  inset: 0;
  span {
    position: absolute;
    left: 50%;
    top: 50%;
    width: 12px;
    height: 12px;
    margin: -6px;
    border-radius: 50%;
  }
`;

type Phase =
  | { kind: 'idle' }
  | { kind: 'spinning' }
  | { kind: 'result'; gem: WheelGem }
  | { kind: 'failed'; message: string };

/** 'Lancer la roue': 25 gems drawn by the server, reshuffled, spun, and one named at the end. */
export function GemWheel() {
  const { t, i18n } = useTranslation('reader');
  const [draw] = useDrawWheelGemsMutation();
  const [gems, setGems] = useState<WheelGem[]>([]);
  const [angle, setAngle] = useState({ deg: 0, ms: 0 });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const spin = async () => {
    setPhase({ kind: 'spinning' });
    let drawn: WheelGem[];
    try {
      drawn = (await draw({ count: WHEEL_SIZE, lang: i18n.language }).unwrap()).gems;
    } catch (failure) {
      setPhase({ kind: 'failed', message: errorMessage(failure) });
      return;
    }
    const chosen = Math.floor(Math.random() * drawn.length);
    let turned = angle.deg;
    for (const step of wheelSchedule()) {
      timers.current.push(
        setTimeout(() => {
          if (step.action === 'shuffle') {
            setGems(shuffle(drawn));
            turned += 90;
            setAngle({ deg: turned, ms: step.turnMs });
          } else if (step.action === 'spin') {
            setGems(drawn);
            turned = Math.ceil(turned / 360) * 360 + finalAngle(chosen, drawn.length, step.turns);
            setAngle({ deg: turned, ms: step.durationMs });
          } else {
            const gem = drawn[chosen];
            setPhase(gem ? { kind: 'result', gem } : { kind: 'idle' });
          }
        }, step.at),
      );
    }
  };

  return (
    <Card title={t('home.wheel')}>
      <Disc aria-hidden="true">
        <Rotor
          style={{
            transform: `rotate(${angle.deg}deg)`,
            transition: `transform ${angle.ms}ms ease-out`,
          }}
        >
          {gems.map((gem, index) => (
            <span
              key={`${gem.name}-${index}`}
              style={{
                background: gemColour(gem.colour),
                transform: `rotate(${(index * 360) / gems.length}deg) translateY(calc(-1 * min(120px, 30vw)))`,
              }}
            />
          ))}
        </Rotor>
      </Disc>
      <Button variant="primary" onClick={() => void spin()} disabled={phase.kind === 'spinning'}>
        {phase.kind === 'spinning' ? <span aria-hidden="true">⏳ </span> : null}
        {t('home.spin')}
      </Button>
      <p role="status">
        {phase.kind === 'spinning' && t('home.spinning')}
        {phase.kind === 'result' && t('home.result', { gem: phase.gem.displayName })}
      </p>
      {phase.kind === 'failed' && (
        <p role="alert">{t('home.wheelError', { message: phase.message })}</p>
      )}
    </Card>
  );
}
