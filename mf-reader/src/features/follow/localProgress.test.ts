import { describe, expect, it } from 'vitest';
import {
  hasUnsent,
  markUnsent,
  mergeProgress,
  progressKey,
  readLocalProgress,
  toggleKey,
  writeLocalProgress,
} from './localProgress';

/** A Storage kept in a map, which may refuse writes like a full or private one. */
function memoryStorage(refuse = false): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
  };
}

describe('local progress', () => {
  it('keeps each build’s ticks apart and reads them back', () => {
    const store = memoryStorage();
    writeLocalProgress(1, ['gem:Cyclone', 'links:leveling:A+B', 'gem:Cyclone'], store);
    writeLocalProgress(2, ['gem:Arc'], store);
    expect(readLocalProgress(1, store)).toEqual(['gem:Cyclone', 'links:leveling:A+B']);
    expect(readLocalProgress(2, store)).toEqual(['gem:Arc']);
    expect(readLocalProgress(3, store)).toEqual([]);
  });

  it('reads nothing from what is not a list of keys', () => {
    const store = memoryStorage();
    store.setItem(progressKey(1), '{not json');
    expect(readLocalProgress(1, store)).toEqual([]);
    store.setItem(progressKey(1), '{"a":1}');
    expect(readLocalProgress(1, store)).toEqual([]);
    store.setItem(progressKey(1), '["gem:Arc", 3, null, ""]');
    expect(readLocalProgress(1, store)).toEqual(['gem:Arc']);
  });

  it('survives a storage that refuses to write', () => {
    const store = memoryStorage(true);
    expect(() => writeLocalProgress(1, ['gem:Arc'], store)).not.toThrow();
    expect(readLocalProgress(1, store)).toEqual([]);
    expect(readLocalProgress(1, null)).toEqual([]);
  });

  it('merges the account’s and the browser’s ticks as their union', () => {
    expect(mergeProgress(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(mergeProgress([], ['c'])).toEqual(['c']);
    expect(mergeProgress(['a'], [])).toEqual(['a']);
  });

  it('ticks and unticks a key', () => {
    expect(toggleKey(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleKey(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('notes per build which ticks the account has not received', () => {
    const store = memoryStorage();
    expect(hasUnsent(3, store)).toBe(false);
    markUnsent(3, true, store);
    expect(hasUnsent(3, store)).toBe(true);
    expect(hasUnsent(4, store)).toBe(false);
    markUnsent(3, false, store);
    expect(hasUnsent(3, store)).toBe(false);
    expect(() => markUnsent(3, true, memoryStorage(true))).not.toThrow();
  });
});
