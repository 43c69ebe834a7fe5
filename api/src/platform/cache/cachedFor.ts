/**
 * `read`'s answer kept for `ms` after it arrived (a failure is not kept); meanwhile, callers
 * share it. For facts from elsewhere that a shared cache already keeps much longer.
 */
export function cachedFor<T>(
  ms: number,
  read: () => Promise<T>,
  now: () => number = () => performance.now(),
): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (kept && now() < kept.until) return kept.value;
    const entry = { value: read(), until: Number.POSITIVE_INFINITY };
    kept = entry;
    entry.value.then(
      () => (entry.until = now() + ms),
      () => {
        if (kept === entry) kept = undefined;
      },
    );
    return entry.value;
  };
}
