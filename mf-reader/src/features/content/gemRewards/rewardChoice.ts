import type { GemReward } from './gemRewardsApi';

/** Whether a character of `classe` may take this reward. */
export const opensTo = (reward: GemReward, classe: string) =>
  reward.classes.length === 0 || reward.classes.includes(classe);

/**
 * The first reward a character of the build's class can take (rewards come earliest first, a
 * quest reward before the vendor of the same act); without a class, or when none is open to
 * it, the first vendor, since anyone can buy once the quest is done.
 * @example rewardFor(rewards, 'Witch') // the Witch's own quest reward or vendor
 */
export function rewardFor(rewards: readonly GemReward[], classe?: string): GemReward | null {
  const forClass = classe === undefined ? undefined : rewards.find((r) => opensTo(r, classe));
  return forClass ?? rewards.find((r) => r.kind === 'vendor') ?? rewards[0] ?? null;
}

/**
 * What a gem's tooltip lists: its quest rewards, the first vendor, and the first vendor open to
 * every class when the first one is not (usually Lilly Roth).
 */
export function tooltipRewards(rewards: readonly GemReward[]): GemReward[] {
  const vendors = rewards.filter((r) => r.kind === 'vendor');
  const first = vendors[0];
  const open =
    first && first.classes.length > 0 ? vendors.find((r) => r.classes.length === 0) : undefined;
  return [
    ...rewards.filter((r) => r.kind === 'quest'),
    ...(first ? [first] : []),
    ...(open ? [open] : []),
  ];
}
