export type WheelStep =
  | { at: number; action: 'shuffle'; turnMs: number }
  | { at: number; action: 'spin'; turns: number; durationMs: number }
  | { at: number; action: 'reveal' };

/** Reshuffles before the final spin, this far apart, each a short rotation. */
export const SHUFFLES = 4;
export const SHUFFLE_GAP_MS = 400;
export const SHUFFLE_TURN_MS = 500;
export const SPIN_MS = 3_000;
export const SPIN_TURNS = 5;
/** The gem is named a little after the wheel stops. */
export const REVEAL_AFTER_SPIN_MS = 3_100;

/**
 * The wheel's timeline from the click: 4 reshuffles 0.4 s apart (0.5 s rotation each), then a
 * 3 s spin of 5 full turns, then the chosen gem 3.1 s after the spin starts.
 *
 * @example wheelSchedule().at(-1) // { at: 4700, action: 'reveal' }
 */
export function wheelSchedule(): WheelStep[] {
  const shuffles: WheelStep[] = Array.from({ length: SHUFFLES }, (_, index) => ({
    at: index * SHUFFLE_GAP_MS,
    action: 'shuffle',
    turnMs: SHUFFLE_TURN_MS,
  }));
  const spinAt = SHUFFLES * SHUFFLE_GAP_MS;
  return [
    ...shuffles,
    { at: spinAt, action: 'spin', turns: SPIN_TURNS, durationMs: SPIN_MS },
    { at: spinAt + REVEAL_AFTER_SPIN_MS, action: 'reveal' },
  ];
}

/**
 * The wheel's final angle (degrees) so that gem `index` of `count` ends under the pointer at the
 * top after `turns` full turns.
 *
 * @example finalAngle(0, 25, 5) // 1800
 */
export function finalAngle(index: number, count: number, turns: number): number {
  return turns * 360 - (index * 360) / count;
}

/** Fisher-Yates shuffle with an injectable random source (tests pass a fixed one). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
