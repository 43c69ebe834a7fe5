/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern): arrows wrap around,
 * Home and End go to the ends; any other key moves nowhere (null).
 * @example tabAfterKey('ArrowRight', 5, 6) // 0
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
