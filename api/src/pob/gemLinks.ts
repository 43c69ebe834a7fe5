/**
 * A build's socket links: for each gem field, each slot's link group per socket position
 * (`[0,0,0,0,1,1]` = a 4-link then a 2-link). A slot left out has all its sockets linked.
 */
export type GemLinks = Record<string, Record<string, number[]>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isGroupIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 64;

/**
 * The links a build carries, kept only where they have the expected shape: the field is newer
 * than some stored builds, so anything else reads as "every slot fully linked".
 * @example readGemLinks({ gem_sockets: { Torse: [0, 0, 1] } }).gem_sockets?.Torse // [0, 0, 1]
 */
export function readGemLinks(value: unknown): GemLinks {
  const links: GemLinks = {};
  if (!isRecord(value)) return links;
  for (const [field, slots] of Object.entries(value)) {
    if (!isRecord(slots)) continue;
    for (const [slot, groups] of Object.entries(slots)) {
      if (Array.isArray(groups) && groups.every(isGroupIndex)) {
        (links[field] ??= {})[slot] = groups;
      }
    }
  }
  return links;
}

/**
 * One slot's gems split into its link groups, in group order, empty sockets skipped. Without
 * links every gem is in one group; a socket past the end of the links joins the last group.
 * @example linkGroups([a, b, null, c], [0, 0, 1, 1]) // [[a, b], [c]]
 */
export function linkGroups<Gem>(
  gems: readonly (Gem | null)[],
  links: readonly number[] | undefined,
): Gem[][] {
  const groups = new Map<number, Gem[]>();
  gems.forEach((gem, position) => {
    if (!gem) return;
    const group = links?.[position] ?? links?.[links.length - 1] ?? 0;
    const members = groups.get(group) ?? [];
    members.push(gem);
    groups.set(group, members);
  });
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, members]) => members);
}

/** Every slot of a gem-socket map as its link groups, in the map's slot order. */
export function slotGroups<Gem>(
  sockets: Record<string, readonly (Gem | null)[]>,
  links: Record<string, number[]> | undefined,
) {
  return Object.entries(sockets).map(([slot, gems]) => ({
    slot,
    groups: linkGroups(gems, links?.[slot]),
  }));
}
