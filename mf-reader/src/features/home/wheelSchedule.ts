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
 * With `reducedMotion` (the visitor's system asks for less movement) the wheel jumps to the
 * same place at once and the gem is shown straight away.
 *
 * @example wheelSchedule().at(-1) // { at: 4700, action: 'reveal' }
 */
export function wheelSchedule(reducedMotion = false): WheelStep[] {
  if (reducedMotion) {
    return [
      { at: 0, action: 'spin', turns: SPIN_TURNS, durationMs: 0 },
      { at: 0, action: 'reveal' },
    ];
  }
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
 * Where the wheel stops (degrees, absolute) when it starts at `current`: at least `turns` full
 * turns further, and then on to the next angle that puts gem `index` of `count` under the pointer
 * at the top (gem `index` is drawn `index * 360 / count` degrees clockwise from the top).
 *
 * @example spinTarget(0, 0, 25, 5) // 1800
 * @example spinTarget(90, 5, 25, 5) // 2088: 1890, then on to 288 degrees past a whole turn
 */
export function spinTarget(current: number, index: number, count: number, turns: number): number {
  const least = current + turns * 360;
  const wanted = -(index * 360) / count;
  const onward = (((wanted - least) % 360) + 360) % 360;
  return least + onward;
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
