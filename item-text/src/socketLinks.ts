// Socket links: which sockets of one item are linked together, as the game draws them.
//
// A slot's links are stored as one link-group index per socket position: `[0, 0, 0, 0, 1, 1]` is
// a 4-link followed by a 2-link. Groups start at 0 and each socket has the group of the one before
// it (linked) or the next one (a break). Socket positions follow the game's order, the one its
// `Sockets:` line lists and the grid snakes through (0-1, 3-2, 4-5), so socket i and i + 1 are
// always drawn side by side.

/** Per socket position, the index of its link group. */
export type SlotLinks = number[];
/** Per slot label ('Torse', 'Casque', ...), its sockets' link groups. */
export type GemLinks = Record<string, SlotLinks>;
/** Per gem-socket field ('gem_sockets_main', 'gem_sockets_leveling', ...), its slots' links. */
export type BuildGemLinks = Record<string, GemLinks>;

/** The most sockets an item has in the game. */
export const MAX_LINKED_SOCKETS = 6;

/** Every socket in one group: what a slot with no stored links reads as. */
export const allLinked = (sockets: number): SlotLinks => new Array<number>(sockets).fill(0);

/**
 * The link groups of the game's `Sockets:` value: `-` links two sockets, a space breaks the link.
 * Letters are the socket colours (R, G, B, W, A for abyss, D for delve); they do not matter here.
 * @example linksFromSockets('G-R-R-R-R-G') // [0, 0, 0, 0, 0, 0]
 * @example linksFromSockets('R-R B-G') // [0, 0, 1, 1]
 */
export function linksFromSockets(value: string): SlotLinks {
  const links: SlotLinks = [];
  let group = 0;
  for (const part of value.trim().split(/\s+/)) {
    const sockets = part.split('-').filter((socket) => /^[RGBWAD]$/i.test(socket));
    if (sockets.length === 0) continue;
    for (let i = 0; i < sockets.length && links.length < MAX_LINKED_SOCKETS; i += 1) {
      links.push(group);
    }
    group += 1;
  }
  return links;
}

/**
 * The links of an item's copied text, from its `Sockets:` line (French: `Châsses :`), or
 * undefined when the text has none.
 * @example socketLinksOfItemText('Rarity: Rare\n...\nSockets: B-B-B G\n') // [0, 0, 0, 1]
 */
export function socketLinksOfItemText(text: string): SlotLinks | undefined {
  const line = /^(?:Sockets|Châsses)\s*:\s*(.+)$/imu.exec(text);
  if (!line?.[1]) return undefined;
  const links = linksFromSockets(line[1]);
  return links.length > 0 ? links : undefined;
}

/**
 * A stored value as well-formed links for `sockets` sockets, or undefined when it cannot be read
 * (the slot then reads as all linked). Extra sockets are cut, missing ones join a group each.
 * @example normaliseLinks([0, 2, 2], 3) // [0, 1, 1]
 */
export function normaliseLinks(value: unknown, sockets: number): SlotLinks | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (!value.every((group) => Number.isInteger(group) && (group as number) >= 0)) return undefined;
  const links: SlotLinks = [];
  let group = 0;
  for (let i = 0; i < sockets; i += 1) {
    if (i > 0 && (i >= value.length || value[i] !== value[i - 1])) group += 1;
    links.push(group);
  }
  return links;
}

/** Whether socket `index` is linked to socket `index + 1`. */
export const isLinkedToNext = (links: SlotLinks, index: number): boolean =>
  index + 1 < links.length && links[index] === links[index + 1];

/** One link group of a slot: its socket positions and what sits in them (null: empty socket). */
export interface LinkGroup<Gem> {
  sockets: number[];
  gems: (Gem | null)[];
}

/**
 * A slot's gems split into their link groups; sockets past the stored links join the last
 * group when links were not stored (all linked) and a group each otherwise.
 * @example groupSocketedGems(['a', 'b', null, 'c'], [0, 0, 1, 1]) // [{ sockets: [0, 1], gems: ['a', 'b'] }, { sockets: [2, 3], gems: [null, 'c'] }]
 */
export function groupSocketedGems<Gem>(
  gems: readonly (Gem | null)[],
  links: unknown,
): LinkGroup<Gem>[] {
  const slotLinks = normaliseLinks(links, gems.length) ?? allLinked(gems.length);
  const groups: LinkGroup<Gem>[] = [];
  gems.forEach((gem, socket) => {
    const group = slotLinks[socket] ?? 0;
    const target = (groups[group] ??= { sockets: [], gems: [] });
    target.sockets.push(socket);
    target.gems.push(gem);
  });
  return groups.filter((group) => group !== undefined);
}

/**
 * Links with the one between sockets `index` and `index + 1` switched: the form's link toggle.
 * @example toggleLink([0, 0, 0], 0) // [0, 1, 1]
 * @example toggleLink([0, 1, 1], 0) // [0, 0, 0]
 */
export function toggleLink(links: SlotLinks, index: number): SlotLinks {
  if (index < 0 || index + 1 >= links.length) return links;
  const linked = isLinkedToNext(links, index);
  const breaks = links.slice(1).map((group, i) => group !== links[i]);
  breaks[index] = linked;
  let group = 0;
  return links.map((_, i) => {
    if (i > 0 && breaks[i - 1]) group += 1;
    return group;
  });
}
