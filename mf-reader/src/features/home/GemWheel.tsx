import { useEffect, useRef, useState } from 'react';
import { Button, Card, errorMessage, useTranslation } from 'shared-ui';
import { useDrawWheelGemsMutation, useGetWheelGemsQuery, type WheelGem } from './homeApi';
import { WHEEL_SIZE, WheelDisc, type WheelAngle } from './WheelDisc';
import { WheelResult } from './WheelResult';
import { shuffle, spinTarget, wheelSchedule } from './wheelSchedule';

type Phase =
  | { kind: 'idle' }
  | { kind: 'spinning' }
  | { kind: 'result'; gem: WheelGem }
  | { kind: 'failed'; message: string };

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * 'Lancer la roue': 25 gems drawn by the server, reshuffled, spun at least five full turns, and
 * one shown at the end with its icon and wiki page. Before the first spin the wheel shows a first
 * draw, fetched as a query so that the server's page and the browser's first render agree.
 */
export function GemWheel() {
  const { t, i18n } = useTranslation('reader');
  const first = useGetWheelGemsQuery({ count: WHEEL_SIZE, lang: i18n.language });
  const [draw] = useDrawWheelGemsMutation();
  const [spun, setSpun] = useState<WheelGem[] | null>(null);
  const [angle, setAngle] = useState<WheelAngle>({ deg: 0, ms: 0 });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const gems = spun ?? first.data?.gems ?? [];

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
    for (const step of wheelSchedule(reducedMotion())) {
      timers.current.push(
        setTimeout(() => {
          if (step.action === 'shuffle') {
            setSpun(shuffle(drawn));
            turned += 90;
            setAngle({ deg: turned, ms: step.turnMs });
          } else if (step.action === 'spin') {
            setSpun(drawn);
            turned = spinTarget(turned, chosen, drawn.length, step.turns);
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
      <WheelDisc gems={gems} angle={angle} />
      <Button variant="primary" onClick={() => void spin()} disabled={phase.kind === 'spinning'}>
        {phase.kind === 'spinning' ? <span aria-hidden="true">⏳ </span> : null}
        {t('home.spin')}
      </Button>
      <div role="status">
        {phase.kind === 'spinning' && <p>{t('home.spinning')}</p>}
        {phase.kind === 'result' && <WheelResult gem={phase.gem} />}
      </div>
      {phase.kind === 'failed' && (
        <p role="alert">{t('home.wheelError', { message: phase.message })}</p>
      )}
    </Card>
  );
}
