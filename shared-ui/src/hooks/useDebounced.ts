import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delay` ms (typing in a search box or a filter).
 *
 * @example const filter = useDebounced(text, 500); // the admin's lists reload 500 ms after typing
 */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
