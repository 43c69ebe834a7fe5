import type { GemSockets, SocketedGem } from 'shared-ui';
import type { GemReward, GemRewards } from '../content/gemRewards/gemRewardsApi';
import { rewardFor } from '../content/gemRewards/rewardChoice';

export interface ShoppingItem {
  name: string;
  displayName: string;
  icon: string;
  /** Minimum character level; null when neither the catalogue nor the build knows it. */
  level: number | null;
  /** Where to get it, for the build's class when known; null: no quest nor vendor gives it. */
  reward: GemReward | null;
}

/** A gem's saved icon, else its picture by English name. */
export const gemIcon = (gem: SocketedGem) =>
  gem.icon || `/images/gems/${encodeURIComponent(gem.name.replace(/ /g, '_'))}.png`;

const savedLevel = (gem: SocketedGem): number | null => {
  const level = Number(gem.levelRequired);
  return gem.levelRequired !== null &&
    gem.levelRequired !== '' &&
    Number.isInteger(level) &&
    level > 0
    ? level
    : null;
};

/**
 * A phase's gems once each, in socket order (slots as saved, then sockets).
 * @example socketGems({ 'Arme 1': [cyclone, null, cyclone] }) // [cyclone]
 */
export function socketGems(sockets: GemSockets): SocketedGem[] {
  const seen = new Map<string, SocketedGem>();
  for (const gem of Object.values(sockets).flat()) {
    if (gem?.name && !seen.has(gem.name)) seen.set(gem.name, gem);
  }
  return [...seen.values()];
}

const byLevelThenAct = (a: ShoppingItem, b: ShoppingItem) =>
  (a.level ?? Infinity) - (b.level ?? Infinity) ||
  (a.reward?.act ?? Infinity) - (b.reward?.act ?? Infinity) ||
  a.displayName.localeCompare(b.displayName, 'fr');

/**
 * The 'Liste de courses': each gem with its minimum level and where the build's class gets it,
 * lowest level first, then earliest act. Rewards not loaded yet leave `reward` null.
 */
export function buildShoppingList(
  gems: readonly SocketedGem[],
  rewards: readonly GemRewards[] | undefined,
  classe?: string,
): ShoppingItem[] {
  const byName = new Map((rewards ?? []).map((r) => [r.name, r]));
  return gems
    .map((gem) => {
      const found = byName.get(gem.name);
      return {
        name: gem.name,
        displayName: gem.displayName || gem.name,
        icon: gemIcon(gem),
        level: found?.levelRequired ?? savedLevel(gem),
        reward: found ? rewardFor(found.rewards, classe) : null,
      };
    })
    .sort(byLevelThenAct);
}
