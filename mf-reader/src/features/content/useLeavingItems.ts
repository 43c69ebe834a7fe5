import { useEffect, useRef, useState } from 'react';
import { dropLeft, withLeaving, type ItemKey, type ShownItem } from './leavingItems';

/** The spec's slide: cards animate in and out over 800 ms. */
export const SLIDE_MS = 800;

/**
 * The items of a list as they should be drawn: when the list changes, the items that left stay
 * for `duration` ms marked `leaving`, so that they can slide out without an animation library.
 */
export function useLeavingItems<T>(
  items: readonly T[],
  keyOf: (item: T) => ItemKey,
  duration = SLIDE_MS,
): ShownItem<T>[] {
  const [shown, setShown] = useState<ShownItem<T>[]>(() =>
    items.map((item) => ({ key: keyOf(item), item, leaving: false })),
  );
  const [previous, setPrevious] = useState(items);
  // Adjusting state while rendering (React's pattern for a prop change): no frame shows the
  // new list without its leaving items.
  if (items !== previous) {
    setPrevious(items);
    setShown(withLeaving(shown, items, keyOf));
  }

  // One timer per leaving item, started when it leaves and stopped if it comes back.
  const timers = useRef(new Map<ItemKey, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    const leaving = new Set(shown.filter((entry) => entry.leaving).map((entry) => entry.key));
    for (const [key, timer] of running) {
      if (leaving.has(key)) continue;
      clearTimeout(timer);
      running.delete(key);
    }
    for (const key of leaving) {
      if (running.has(key)) continue;
      const timer = setTimeout(() => {
        running.delete(key);
        setShown((current) => dropLeft(current, key));
      }, duration);
      running.set(key, timer);
    }
  }, [shown, duration]);
  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => clearTimeout(timer));
  }, []);

  return shown;
}
