import type { ApiAnswer } from 'shared-ui';

export type FavouriteKind = 'build' | 'guide';

/** What the server answers to a favourite toggle (a guide's answer has the same fields). */
export type FavouriteState = ApiAnswer<'/api/builds/{id}/favourite', 'put'>;

interface Markable {
  id: number;
  is_favourite?: boolean;
  favourite_count?: number;
}

const isMarkable = (value: unknown): value is Markable =>
  typeof value === 'object' && value !== null && typeof (value as Markable).id === 'number';

function mark(item: Markable, state: Partial<FavouriteState> & { is_favourite: boolean }) {
  if (state.favourite_count !== undefined) {
    item.favourite_count = state.favourite_count;
  } else if (item.is_favourite !== state.is_favourite) {
    const delta = state.is_favourite ? 1 : -1;
    item.favourite_count = Math.max(0, (item.favourite_count ?? 0) + delta);
  }
  item.is_favourite = state.is_favourite;
}

/**
 * Marks or unmarks one item wherever a cached answer holds it: a build or guide page, a list
 * (`builds`, `guides`) or the favourites list (`items`). Without a count, the count moves by one
 * when the mark changes (the optimistic guess); with one, the server's count is taken.
 * @example markFavourite(draft, 'build', 3, { is_favourite: true }) // draft.builds[i].favourite_count + 1
 */
export function markFavourite(
  draft: unknown,
  kind: FavouriteKind,
  id: number,
  state: Partial<FavouriteState> & { is_favourite: boolean },
): void {
  if (typeof draft !== 'object' || draft === null) return;
  const lists: unknown[] = [
    (draft as { builds?: unknown }).builds,
    (draft as { guides?: unknown }).guides,
  ];
  const items = (draft as { items?: unknown }).items;
  if (Array.isArray(items)) {
    for (const entry of items as { kind?: string; build?: unknown; guide?: unknown }[]) {
      if (entry.kind === kind) lists.push([kind === 'build' ? entry.build : entry.guide]);
    }
  }
  const isList = 'builds' in draft || 'guides' in draft || 'items' in draft;
  const targets = isList ? lists.flatMap((list) => (Array.isArray(list) ? list : [])) : [draft];
  for (const item of targets) {
    if (isMarkable(item) && item.id === id) mark(item, state);
  }
}
