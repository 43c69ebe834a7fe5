import { lazy, Suspense } from 'react';
import type { PobStats } from './PobStatsSummary';

// Its own chunk: a build typed by hand, with no stats, never loads it (bundle budget).
const PobStatsSummary = lazy(() =>
  import('./PobStatsSummary').then((m) => ({ default: m.PobStatsSummary })),
);

/** The summary of what Path of Building computed for a phase, loaded only when it has some. */
export function LazyPobStats({ stats, notes }: { stats: PobStats | undefined; notes?: string }) {
  if (!stats || Object.keys(stats).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PobStatsSummary stats={stats} notes={notes} />
    </Suspense>
  );
}
