import type { CurrencyTooltipData, GemInfo } from './insertsApi';
import type { Insert } from './readInsert';

type GemInsert = Extract<Insert, { kind: 'gem' }>;
type CurrencyInsert = Extract<Insert, { kind: 'currency' }>;

/**
 * The catalogue, the wiki and poe.ninja write their texts in English only (the catalogue has
 * French names but no French descriptions). Under a French name, an English sentence reads as a
 * mistake: in French those texts are left out, the author's own kept.
 */
const sentencesReadIn = (lang: string) => !lang.startsWith('fr');

/** What a gem tooltip shows apart from the level range and the stats. */
export interface GemFacts {
  name: string;
  tags: string[];
  requiresLevel: number | null;
  description: string;
  effects: string[];
  qualityEffects: string[];
}

/**
 * A gem tooltip's facts: the author's insert first (its tags, level and description, as written),
 * the API's details only for what the insert lacks, and its English sentences only to an
 * English reader. `info` is undefined while loading or when the API failed.
 *
 * @example gemFacts(insertWith({ description: 'Mon texte' }), info, 'fr').description // 'Mon texte'
 */
export function gemFacts(insert: GemInsert, info: GemInfo | undefined, lang: string): GemFacts {
  const sentences = sentencesReadIn(lang) && info !== undefined;
  return {
    name: info?.displayName || insert.name,
    tags: insert.tags.length > 0 ? insert.tags : (info?.tags ?? []),
    requiresLevel: insert.levelRequired ?? info?.requiresLevel ?? null,
    description: insert.description || (sentences ? info.description : ''),
    effects: sentences ? info.effects : [],
    qualityEffects: sentences ? info.qualityEffects : [],
  };
}

/** What a currency tooltip shows apart from its chaos value. */
export interface CurrencyFacts {
  name: string;
  icon: string;
  type: string;
  description: string;
  tags: string[];
}

/**
 * A currency tooltip's facts: the author's insert first, the API's for what it lacks (its name
 * is the catalogue's in the reader's language), its English description only in English.
 */
export function currencyFacts(
  insert: CurrencyInsert,
  data: CurrencyTooltipData | undefined,
  lang: string,
): CurrencyFacts {
  return {
    name: data?.displayName || insert.name,
    icon: insert.icon || data?.icon || '',
    type: insert.type || data?.type || '',
    description: insert.description || (sentencesReadIn(lang) && data ? data.description : ''),
    tags: insert.tags,
  };
}
