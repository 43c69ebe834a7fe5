import { describe, expect, it } from 'vitest';
import { dropLeft, withLeaving, type ShownItem } from './leavingItems';

const entry = (key: number, leaving = false): ShownItem<number> => ({ key, item: key, leaving });
const id = (n: number) => n;

describe('withLeaving', () => {
  it.each([
    ['nothing changes', [entry(1), entry(2)], [1, 2], [entry(1), entry(2)]],
    [
      'an item leaves: it stays in place, marked',
      [entry(1), entry(2), entry(3)],
      [1, 3],
      [entry(1), entry(2, true), entry(3)],
    ],
    ['the first item leaves', [entry(1), entry(2)], [2], [entry(1, true), entry(2)]],
    ['everything leaves', [entry(1), entry(2)], [], [entry(1, true), entry(2, true)]],
    ['an item arrives', [entry(1)], [1, 2], [entry(1), entry(2)]],
    [
      'one leaves while another arrives',
      [entry(1), entry(2)],
      [2, 3],
      [entry(1, true), entry(2), entry(3)],
    ],
    ['a leaving item stays leaving', [entry(1, true), entry(2)], [2], [entry(1, true), entry(2)]],
    ['a leaving item comes back', [entry(1, true), entry(2)], [1, 2], [entry(1), entry(2)]],
    ['the list is sorted the other way', [entry(1), entry(2)], [2, 1], [entry(2), entry(1)]],
  ])('%s', (_name, shown, items, expected) => {
    expect(withLeaving(shown, items, id)).toEqual(expected);
  });
});

describe('dropLeft', () => {
  it.each([
    ['drops the item that left', [entry(1, true), entry(2)], 1, [entry(2)]],
    ['keeps an item that came back', [entry(1), entry(2)], 1, [entry(1), entry(2)]],
    ['keeps the others leaving', [entry(1, true), entry(2, true)], 2, [entry(1, true)]],
  ])('%s', (_name, shown, key, expected) => {
    expect(dropLeft(shown, key)).toEqual(expected);
  });
});
