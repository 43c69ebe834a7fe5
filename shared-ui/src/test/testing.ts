// Test-only helpers for the packages' own tests, kept out of the runtime entry (and its weight).
export { blankBuild } from './blankBuild';
export { stopTestStores, testStore } from './testStores';
