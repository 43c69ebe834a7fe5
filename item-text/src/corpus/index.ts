import type { CorpusEntry } from './catalogue';
import { currency } from './currency';
import { gems } from './gems';
import { magic } from './magic';
import { normal } from './normal';
import { rares } from './rares';
import { uniques } from './uniques';

export { corpusBases, corpusCatalogueNames, type CorpusEntry } from './catalogue';

/** Every text of the corpus, for the table-driven tests. */
export const corpus: CorpusEntry[] = [
  ...uniques,
  ...rares,
  ...magic,
  ...normal,
  ...gems,
  ...currency,
];
