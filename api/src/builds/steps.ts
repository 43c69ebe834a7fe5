import { EQUIPMENT_SLOTS } from 'game-facts';
import type { GemRewards } from '../gameData/rewards.js';
import { TEXT_FIELDS } from './rows.js';
import type { Build } from './schemas.js';
import type {
  BuildSteps,
  FollowPhase,
  Step,
  StepGem,
  StepItem,
  StepPassive,
  StepReward,
} from './stepsSchemas.js';

/** The phases a reader follows, in the order they are played; Mécaniques carries text only. */
// The build's phase texts are already in that order.
export const FOLLOW_PHASES = TEXT_FIELDS;
export type FollowPhaseName = (typeof FOLLOW_PHASES)[number];

type SocketsField = Extract<keyof Build, `gem_sockets${string}`>;
type EquipmentField = Extract<keyof Build, `${string}equipment`>;
type SavedGem = NonNullable<Build['gem_sockets'][string][number]>;
type SavedSlot = Build['equipment'][string];

/** What step generation reads of a build: its class, phase texts, sets and trees. */
export type StepSource = Pick<
  Build,
  | 'id'
  | 'classe'
  | 'leveling'
  | 'premier_equipement'
  | 'endgame'
  | 'optimisation'
  | 'mecaniques'
  | 'gem_links'
  | 'passive_trees'
  | SocketsField
  | EquipmentField
>;

/** What the catalogue says of a gem: its French name, level and picture. */
export interface CatalogueGem {
  name: string;
  name_fr: string | null;
  level_required: number | null;
  icon_url: string | null;
}

/** A phase's passive points to add, in an order connected from the class start. */
export type PhasePassives = (phase: FollowPhaseName) => StepPassive[];

export interface StepFacts {
  catalogue: ReadonlyMap<string, CatalogueGem>;
  rewards: readonly GemRewards[];
  passives?: PhasePassives;
}

const SETS: Record<
  Exclude<FollowPhaseName, 'mecaniques'>,
  { sockets: SocketsField; equipment: EquipmentField }
> = {
  leveling: { sockets: 'gem_sockets_leveling', equipment: 'leveling_equipment' },
  premier_equipement: {
    sockets: 'gem_sockets_premier_equipement',
    equipment: 'premier_equipement_equipment',
  },
  endgame: { sockets: 'gem_sockets_endgame', equipment: 'endgame_equipment' },
  optimisation: { sockets: 'gem_sockets_optimisation', equipment: 'optimisation_equipment' },
};

/** Passive points come in steps of at most this many, each ending on its last node. */
export const PASSIVES_PER_STEP = 6;

/**
 * The gem sockets a phase is played with: its own set; for the end game, the build's main set
 * (or the older `gem_sockets`) when it has none, since that is the set the build is shown with.
 */
function phaseSockets(build: StepSource, phase: keyof typeof SETS) {
  const field = SETS[phase].sockets;
  if (Object.keys(build[field]).length > 0 || phase !== 'endgame') return field;
  if (Object.keys(build.gem_sockets_main).length > 0) return 'gem_sockets_main';
  return 'gem_sockets';
}

function phaseEquipment(build: StepSource, phase: keyof typeof SETS) {
  const field = SETS[phase].equipment;
  if (Object.keys(build[field]).length > 0 || phase !== 'endgame') return build[field];
  return build.equipment;
}

const savedLevel = (gem: SavedGem): number | null => {
  const level = Number(gem.levelRequired);
  return gem.levelRequired !== undefined && gem.levelRequired !== '' && Number.isInteger(level)
    ? level > 0
      ? level
      : null
    : null;
};

const opensTo = (classes: readonly string[], classe: string) =>
  classes.length === 0 || classes.includes(classe);

/**
 * Where a character of `classe` gets a gem first: the earliest reward open to it (rewards come
 * earliest first, a quest reward before the act's vendor), else the first vendor, since anyone
 * can buy once the quest is done. The same choice as the build page's shopping list.
 */
export function rewardFor(rewards: GemRewards['rewards'], classe: string): StepReward | null {
  const found =
    rewards.find((r) => opensTo(r.classes, classe)) ??
    rewards.find((r) => r.kind === 'vendor') ??
    rewards[0];
  if (!found) return null;
  const { kind, act, quest, questFr, npc } = found;
  return { kind, act, quest, questFr, npc };
}

const gemIcon = (gem: SavedGem, known: CatalogueGem | undefined) =>
  gem.icon ||
  known?.icon_url ||
  `/images/gems/${encodeURIComponent(gem.name.replace(/ /g, '_'))}.png`;

/** One socketed group of linked gems (two or more), in socket order. */
function linkGroups(
  sockets: Build['gem_sockets'],
  links: Readonly<Record<string, number[]>>,
): { slot: string; gems: SavedGem[] }[] {
  return Object.entries(sockets).flatMap(([slot, socketed]) => {
    // A slot left out of the stored links is all linked.
    const groupOf = links[slot];
    const groups = new Map<number, SavedGem[]>();
    socketed.forEach((gem, i) => {
      if (!gem?.name) return;
      const group = groupOf?.[i] ?? (groupOf ? -1 - i : 0);
      groups.set(group, [...(groups.get(group) ?? []), gem]);
    });
    return [...groups.values()]
      .filter((gems) => new Set(gems.map((g) => g.name)).size > 1)
      .map((gems) => ({ slot, gems }));
  });
}

const itemLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^-+$/.test(line));

/** A slot's item as the step lists it: its name and base, from the item or its pasted text. */
function stepItem(slot: string, value: SavedSlot): StepItem | null {
  const item = typeof value === 'string' ? { text: value } : value;
  const lines = item.text ? itemLines(item.text) : [];
  const rarityAt = lines.findIndex((line) => /^(Rarity|Rareté)\s*:/i.test(line));
  const named = rarityAt >= 0 ? lines.slice(rarityAt + 1) : lines;
  const name = item.name?.trim() || named[0] || '';
  if (name === '') return null;
  const base = item.base?.trim() || (named[1] && named[1] !== name ? named[1] : '');
  const rarity = 'rarity' in item && item.rarity ? item.rarity : null;
  return { slot, name, base, rarity, image: ('image' in item && item.image) || '' };
}

/** A short stable digest of a text, for a step key that changes with its content. */
export function digest(text: string): string {
  // FNV-1a, 32 bits: enough to tell two item lists of one build apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const slotOrder = (slot: string) => {
  const at = (EQUIPMENT_SLOTS as readonly string[]).indexOf(slot);
  return at < 0 ? EQUIPMENT_SLOTS.length : at;
};

/** The items of a phase that differ from the previous phase's item in the same slot. */
function newItems(equipment: Build['equipment'], before: Build['equipment'] | null): StepItem[] {
  return Object.entries(equipment)
    .sort(([a], [b]) => slotOrder(a) - slotOrder(b))
    .flatMap(([slot, value]) => {
      const item = stepItem(slot, value);
      if (!item) return [];
      const previous = before?.[slot] ? stepItem(slot, before[slot]) : null;
      return previous && previous.name === item.name && previous.base === item.base ? [] : [item];
    });
}

// Within a level, what is taken comes before what it lets you do.
const KIND_ORDER: Record<Step['kind'], number> = { items: 0, gem: 1, links: 2, passives: 3 };

const byLevelThenAct = (a: Step, b: Step) =>
  Number(b.kind === 'items') - Number(a.kind === 'items') ||
  (a.level ?? Infinity) - (b.level ?? Infinity) ||
  (a.act ?? Infinity) - (b.act ?? Infinity) ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind];

/**
 * The build as steps to follow, phase by phase: the items to look for, then each gem to take
 * (its level, and where a character of the build's class gets it), each link group once all its
 * gems are taken, and the passive points to add; with the author's text of the phase. Gems and
 * groups already met in an earlier phase are not repeated. Step keys come from the content (gem
 * name, phase and group's gems, phase and last node, phase and item list), so ticks survive the
 * build being edited or the steps being generated again.
 */
export function buildSteps(build: StepSource, facts: StepFacts): BuildSteps {
  const rewards = new Map(facts.rewards.map((r) => [r.name, r]));
  const takenGems = new Map<string, StepGem>();
  const seenGroups = new Set<string>();
  let previousEquipment: Build['equipment'] | null = null;

  const gemOf = (gem: SavedGem): StepGem => {
    const known = facts.catalogue.get(gem.name);
    const found = rewards.get(gem.name);
    return {
      name: gem.name,
      displayName: known?.name_fr || gem.displayName || gem.name,
      icon: gemIcon(gem, known),
      level: known?.level_required ?? found?.levelRequired ?? savedLevel(gem),
      reward: found ? rewardFor(found.rewards, build.classe) : null,
    };
  };

  const phases = FOLLOW_PHASES.map((phase): FollowPhase => {
    const text = build[phase];
    if (phase === 'mecaniques') return { phase, text, steps: [] };
    const steps: Step[] = [];

    const equipment = phaseEquipment(build, phase);
    const items = newItems(equipment, previousEquipment);
    if (Object.keys(equipment).length > 0) previousEquipment = equipment;
    if (items.length > 0) {
      const list = items.map((i) => `${i.slot}=${i.name}|${i.base}`).join(';');
      steps.push({ ...empty(`items:${phase}:${digest(list)}`, 'items'), items });
    }

    const field = phaseSockets(build, phase);
    const sockets = build[field];
    for (const saved of Object.values(sockets).flat()) {
      if (!saved?.name || takenGems.has(saved.name)) continue;
      const gem = gemOf(saved);
      takenGems.set(saved.name, gem);
      steps.push({
        ...empty(`gem:${saved.name}`, 'gem'),
        level: gem.level,
        act: gem.reward?.act ?? null,
        gems: [gem],
      });
    }

    for (const group of linkGroups(sockets, build.gem_links[field] ?? {})) {
      const names = [...new Set(group.gems.map((g) => g.name))];
      const id = [...names].sort().join('+');
      if (seenGroups.has(id)) continue;
      seenGroups.add(id);
      const gems = names.map((name) => takenGems.get(name) as StepGem);
      // Complete once its last gem is taken: unknown when one of its gems' is.
      const latest = (values: (number | null)[]) =>
        values.every((v): v is number => v !== null) ? Math.max(...values) : null;
      steps.push({
        ...empty(`links:${phase}:${id}`, 'links'),
        level: latest(gems.map((g) => g.level)),
        act: latest(gems.map((g) => g.reward?.act ?? null)),
        slot: group.slot,
        gems,
      });
    }

    // Stable sort: items first, then by level and act, a group after the gems that complete it.
    steps.sort(byLevelThenAct);

    const passives = facts.passives?.(phase) ?? [];
    for (let at = 0; at < passives.length; at += PASSIVES_PER_STEP) {
      const chunk = passives.slice(at, at + PASSIVES_PER_STEP);
      const last = chunk[chunk.length - 1] as StepPassive;
      steps.push({ ...empty(`passives:${phase}:${last.id}`, 'passives'), passives: chunk });
    }
    return { phase, text, steps };
  });

  return {
    buildId: build.id,
    classe: build.classe,
    phases: phases.filter((p) => p.steps.length > 0 || p.text.trim() !== ''),
  };
}

function empty(key: string, kind: Step['kind']): Step {
  return {
    key,
    kind,
    level: null,
    act: null,
    slot: null,
    gems: [],
    items: [],
    passives: [],
    note: null,
  };
}

/** The English names of every gem a build socketes, for the catalogue and rewards queries. */
export function stepGemNames(build: StepSource): string[] {
  const names = new Set<string>();
  for (const phase of Object.keys(SETS) as (keyof typeof SETS)[]) {
    for (const gem of Object.values(build[phaseSockets(build, phase)]).flat()) {
      if (gem?.name) names.add(gem.name);
    }
  }
  return [...names];
}

/** Every step key of the steps, in order. */
export const stepKeys = (steps: BuildSteps): string[] =>
  steps.phases.flatMap((p) => p.steps.map((s) => s.key));
