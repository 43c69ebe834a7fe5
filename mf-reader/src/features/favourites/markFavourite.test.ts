import { describe, expect, it } from 'vitest';
import { markFavourite } from './markFavourite';

const card = (id: number, favourite = false, count = 0) => ({
  id,
  is_favourite: favourite,
  favourite_count: count,
});

describe('markFavourite', () => {
  it('moves the count by one when the mark changes, and only then', () => {
    const page = card(3, false, 4);
    markFavourite(page, 'build', 3, { is_favourite: true });
    expect(page).toEqual(card(3, true, 5));
    markFavourite(page, 'build', 3, { is_favourite: true });
    expect(page).toEqual(card(3, true, 5));
    markFavourite(page, 'build', 3, { is_favourite: false });
    expect(page).toEqual(card(3, false, 4));
  });

  it('takes the server’s count when given', () => {
    const page = card(3, false, 4);
    markFavourite(page, 'build', 3, { is_favourite: true, favourite_count: 9 });
    expect(page).toEqual(card(3, true, 9));
  });

  it('marks the right card of a list and leaves the others', () => {
    const list = { builds: [card(1), card(2, false, 1)], total: 2 };
    markFavourite(list, 'build', 2, { is_favourite: true });
    expect(list.builds).toEqual([card(1), card(2, true, 2)]);
    const guides = { guides: [card(2)], total: 1 };
    markFavourite(guides, 'guide', 2, { is_favourite: true });
    expect(guides.guides).toEqual([card(2, true, 1)]);
  });

  it('finds the item in the favourites list by kind, never a same id of the other kind', () => {
    const favourites = {
      items: [
        { kind: 'build', build: card(5, true, 1) },
        { kind: 'guide', guide: card(5, true, 2) },
      ],
    };
    markFavourite(favourites, 'guide', 5, { is_favourite: false });
    expect(favourites.items[0]?.build).toEqual(card(5, true, 1));
    expect(favourites.items[1]?.guide).toEqual(card(5, false, 1));
  });

  it('never goes below zero, and leaves other ids and shapes alone', () => {
    const page = card(3, true, 0);
    markFavourite(page, 'build', 3, { is_favourite: false });
    expect(page.favourite_count).toBe(0);
    const other = card(4);
    markFavourite(other, 'build', 3, { is_favourite: true });
    expect(other).toEqual(card(4));
    const empty = { builds: [], total: 0 };
    markFavourite(empty, 'build', 3, { is_favourite: true });
    expect(empty).toEqual({ builds: [], total: 0 });
    expect(() => markFavourite(null, 'build', 3, { is_favourite: true })).not.toThrow();
  });
});
