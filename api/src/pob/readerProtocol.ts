import type { PassiveTreeInput } from '../gameData/passiveTree/schemas.js';
import type { PobFailure } from './decode.js';
import type { PobBuild } from './mapBuild.js';
import type { CatalogueRows } from './read.js';

/** What the reading thread is asked: a whole build, or only its trees. */
export type PobTask =
  | { kind: 'build'; code: string; rows: CatalogueRows; lang: 'fr' | 'en' }
  | { kind: 'trees'; code: string };

/** What each task gives back. */
export interface PobTaskResult {
  build: PobBuild;
  trees: (PassiveTreeInput | null)[];
}

export interface ToReader {
  id: number;
  task: PobTask;
}

/** A result, a refusal the author reads (a `PobError`), or a fault of ours. */
export type FromReader =
  | { id: number; ok: true; value: PobTaskResult[PobTask['kind']] }
  | { id: number; ok: false; refusal: { reason: PobFailure; message: string } }
  | { id: number; ok: false; fault: string };
