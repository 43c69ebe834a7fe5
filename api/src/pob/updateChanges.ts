import { isDeepStrictEqual } from 'node:util';
import type { Build, BuildInput } from '../builds/schemas.js';
import { cleanGemLinks } from '../content/gemLinks.js';
import { cleanEquipment, cleanGemSockets, type GemSockets } from '../content/jsonFields.js';
import { GEM_FIELDS } from '../builds/rows.js';

/** One value before and after the update; absent from the answer when it does not change. */
export interface Changed {
  before: string;
  after: string;
}

export interface ItemChange {
  slot: string;
  change: 'added' | 'removed' | 'changed';
  /** The item's name as the grid shows it ('' when the slot was or becomes empty). */
  before: string;
  after: string;
}

export interface GemChange {
  /** A gem-socket slot label ('Torse', 'Casque'...). */
  slot: string;
  added: string[];
  removed: string[];
  /** Whether the slot's socket links change. */
  links: boolean;
}

export interface TreeChange {
  phase: string;
  added: number;
  removed: number;
  before_nodes: number;
  after_nodes: number;
  before_version: string;
  after_version: string;
}

export interface BuildChanges {
  classe?: Changed;
  ascendancy?: Changed;
  bloodline?: Changed;
  league?: Changed;
  game_version?: Changed;
  /** The character's level in the new code (the site does not store one). */
  level: number | null;
  items: ItemChange[];
  gems: GemChange[];
  trees: TreeChange[];
}

const changed = (before: string, after: string | undefined): Changed | undefined =>
  after === undefined || after === before ? undefined : { before, after };

/** A slot's item as one line: its name, else its base, else the pasted text's first line. */
function itemName(value: unknown): string {
  if (typeof value === 'string') return value.trim().split('\n')[0]?.slice(0, 80) ?? '';
  if (value === null || typeof value !== 'object') return '';
  const item = value as { name?: string; base?: string };
  return item.name || item.base || '';
}

/** Items added, removed or changed, slot by slot, in the slots' order of appearance. */
export function itemChanges(before: unknown, after: unknown): ItemChange[] {
  const old = cleanEquipment(before);
  const next = cleanEquipment(after);
  const slots = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return slots.flatMap((slot): ItemChange[] => {
    const [a, b] = [old[slot], next[slot]];
    if (isDeepStrictEqual(a, b)) return [];
    const change = a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
    return [{ slot, change, before: itemName(a), after: itemName(b) }];
  });
}

/** Each name as many times as it is socketed. */
const gemNames = (sockets: GemSockets, slot: string) =>
  (sockets[slot] ?? []).flatMap((gem) => (gem ? [gem.displayName || gem.name] : []));

/** `list` less one of each of `less`'s names (a multiset difference). */
function without(list: string[], less: string[]): string[] {
  const rest = [...less];
  return list.filter((name) => {
    const at = rest.indexOf(name);
    if (at === -1) return true;
    rest.splice(at, 1);
    return false;
  });
}

/** The Général tab's gems and links, slot by slot: as the form reads them (legacy map first). */
export function gemChanges(build: Build, body: BuildInput): GemChange[] {
  const main = cleanGemSockets(build.gem_sockets_main);
  const old = Object.keys(main).length > 0 ? main : cleanGemSockets(build.gem_sockets);
  const next = cleanGemSockets(body.gem_sockets_main ?? build.gem_sockets_main);
  const oldLinks = build.gem_links.gem_sockets_main ?? {};
  const nextLinks = cleanGemLinks(body.gem_links ?? build.gem_links, GEM_FIELDS).gem_sockets_main;
  const slots = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return slots.flatMap((slot) => {
    const [a, b] = [gemNames(old, slot), gemNames(next, slot)];
    const links = !isDeepStrictEqual(oldLinks[slot] ?? [], nextLinks?.[slot] ?? []);
    const gems = { slot, added: without(b, a), removed: without(a, b), links };
    return gems.added.length + gems.removed.length > 0 || links ? [gems] : [];
  });
}

/** Node ids allocated and dropped per tree the update writes. */
export function treeChanges(build: Build, body: BuildInput): TreeChange[] {
  const trees = body.passive_trees ?? {};
  return Object.entries(trees).flatMap(([phase, tree]) => {
    const old = build.passive_trees[phase as keyof Build['passive_trees']];
    if (!tree) return [];
    const before = new Set(old?.nodes ?? []);
    const after = new Set(tree.nodes);
    const added = tree.nodes.filter((node) => !before.has(node)).length;
    const removed = [...before].filter((node) => !after.has(node)).length;
    const versions = { before: old?.version ?? '', after: tree.version };
    if (added + removed === 0 && versions.before === versions.after) return [];
    return [
      {
        phase,
        added,
        removed,
        before_nodes: before.size,
        after_nodes: after.size,
        before_version: versions.before,
        after_version: versions.after,
      },
    ];
  });
}

/**
 * What an update from a Path of Building code changes in a build, for its owner to review
 * before confirming: class, ascendancy, league and version when they change, then items, gems
 * and links, and trees.
 */
export function buildChanges(build: Build, body: BuildInput, level: number | null): BuildChanges {
  const fields = {
    classe: changed(build.classe, body.classe),
    ascendancy: changed(build.ascendancy, body.ascendancy),
    bloodline: changed(build.bloodline, body.bloodline),
    league: changed(build.league, body.league),
    game_version: changed(build.game_version, body.game_version),
  };
  const present = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return {
    ...present,
    level,
    items: itemChanges(build.equipment, body.equipment ?? build.equipment),
    gems: gemChanges(build, body),
    trees: treeChanges(build, body),
  };
}
