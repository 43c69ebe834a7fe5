import type { Migration } from '../types.js';

/**
 * Where each gem is obtained during the campaign: a quest reward or a vendor's stock unlocked by
 * a quest. Seeded from the bundled campaign data, replaced whole by the gem-rewards job (the
 * wiki's quest and vendor reward tables).
 *
 * - `classes` empty means every class may take it; otherwise the English class names.
 * - `npc` names the vendor for `vendor` rows; null for quest rewards.
 * - `quest_fr` is the French quest name when one is known (the wiki has none).
 * - `source` says whether the bundled seed or the wiki wrote the row.
 */
export const gemRewards: Migration = {
  version: 13,
  name: 'gem_rewards',
  sql: `
    create table gem_rewards (
      id serial primary key,
      gem text not null check (length(gem) between 1 and 200),
      kind text not null check (kind in ('quest', 'vendor')),
      act integer not null check (act between 1 and 10),
      quest text not null check (length(quest) between 1 and 200),
      quest_id text,
      quest_fr text,
      npc text,
      classes text[] not null default '{}',
      source text not null check (source in ('seed', 'wiki'))
    );
    create index gem_rewards_gem on gem_rewards (gem);
  `,
};
