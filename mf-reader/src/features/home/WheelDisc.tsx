import { gemColour, styled } from 'shared-ui';
import type { WheelGem } from './homeApi';

/** Gem slots around the wheel; the same count before the gems arrive, so nothing moves. */
export const WHEEL_SIZE = 25;
const ICON_PX = 22;

const Disc = styled.div`
  position: relative;
  width: min(280px, 70vw);
  aspect-ratio: 1;
  margin: ${({ theme }) => theme.space.lg} auto ${({ theme }) => theme.space.md};
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.accent};
  background: radial-gradient(
    circle,
    ${({ theme }) => theme.colors.surface} 0 55%,
    ${({ theme }) => theme.colors.surfaceRaised} 56%
  );
  &::after {
    content: '▼';
    position: absolute;
    top: -20px;
    left: 50%;
    transform: translateX(-50%);
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Rotor = styled.div`
  position: absolute;
  inset: 0;
  will-change: transform;
`;

/** One slot: rotated to its place, then pushed out to the rim (the disc's radius less a margin). */
const Slot = styled.span<{ $colour: string }>`
  position: absolute;
  left: 50%;
  top: 50%;
  width: ${ICON_PX}px;
  height: ${ICON_PX}px;
  margin: -${ICON_PX / 2}px;
  border-radius: 50%;
  border: 2px solid ${({ $colour }) => $colour};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export interface WheelAngle {
  deg: number;
  ms: number;
}

/**
 * The wheel: the gems' icons in their colour around the rim, turned by `angle`. Without gems
 * yet (loading, or the draw failed) it shows the same number of empty slots.
 */
export function WheelDisc({ gems, angle }: { gems: readonly WheelGem[]; angle: WheelAngle }) {
  const slots = gems.length > 0 ? gems : null;
  const count = slots?.length ?? WHEEL_SIZE;
  return (
    <Disc aria-hidden="true" data-testid="gem-wheel">
      <Rotor
        style={{
          transform: `rotate(${angle.deg}deg)`,
          transition: `transform ${angle.ms}ms ease-out`,
        }}
      >
        {Array.from({ length: count }, (_, index) => {
          const gem = slots?.[index];
          return (
            <Slot
              key={gem ? `${gem.name}-${index}` : index}
              $colour={gemColour(gem?.colour ?? 'white')}
              style={{
                transform: `rotate(${(index * 360) / count}deg) translateY(calc(-1 * min(116px, 29vw)))`,
              }}
            >
              {gem && <img src={gem.icon} alt="" title={gem.displayName} loading="lazy" />}
            </Slot>
          );
        })}
      </Rotor>
    </Disc>
  );
}
