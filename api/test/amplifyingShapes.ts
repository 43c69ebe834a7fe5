import fc from 'fast-check';
import type { Amplification } from '../src/pob/fixtures/index.js';

/**
 * Shapes of amplifying Path of Building exports for the property tests: each count from one to
 * a little past its limit (`POB_LIMITS`), so that runs land on both sides of every limit.
 */
export const amplifyingShapes: fc.Arbitrary<Amplification> = fc.record({
  itemSets: fc.integer({ min: 1, max: 130 }),
  slots: fc.integer({ min: 1, max: 15 }),
  items: fc.integer({ min: 1, max: 40 }),
  itemLines: fc.integer({ min: 1, max: 520 }),
  skillSets: fc.integer({ min: 1, max: 110 }),
  groupsPerSet: fc.integer({ min: 1, max: 12 }),
  gemsPerGroup: fc.integer({ min: 1, max: 6 }),
  treeSpecs: fc.integer({ min: 1, max: 120 }),
  nodesPerSpec: fc.integer({ min: 1, max: 1_100 }),
});
