import { updateBaseImages } from './bases.js';
import { updateCurrencyImages } from './currencies.js';
import type { JobDeps } from './deps.js';
import { updateGemData } from './gemData.js';
import { updateGemRewards } from './gemRewards.js';
import { updateGemImages } from './gemImages.js';
import {
  addAwakenedTranslations,
  checkGemTranslations,
  updateGemTranslations,
} from './gemTranslations.js';
import { updateLeague } from './league.js';
import { updatePassiveTree } from './passiveTree.js';
import type { JobFn } from './runner.js';
import { updateUniqueImages, updateUniqueSequence } from './uniques.js';

/** Named after the spec's maintenance calls (`POST /api/admin/<kind>`). */
const JOBS = {
  'update-gems': updateGemData,
  'update-gem-translations': updateGemTranslations,
  'add-awakened-translations': addAwakenedTranslations,
  'check-gem-translations': checkGemTranslations,
  'update-gem-images': updateGemImages,
  'update-unique-images': (deps, ctx) => updateUniqueImages(deps, ctx, 'unique'),
  'update-flask-images': (deps, ctx) => updateUniqueImages(deps, ctx, 'flask'),
  'update-jewel-images': (deps, ctx) => updateUniqueImages(deps, ctx, 'jewel'),
  'update-base-images': updateBaseImages,
  /** The four above in one job, stopping at the first failure. */
  'update-uniques-flasks-jewels': updateUniqueSequence,
  'update-currency-images': updateCurrencyImages,
  'update-gem-rewards': updateGemRewards,
  'update-passive-tree': updatePassiveTree,
  /** Which league and version the site follows (at start and daily with live upstreams). */
  'update-league': updateLeague,
} satisfies Record<string, (deps: JobDeps, ctx: Parameters<JobFn>[0]) => ReturnType<JobFn>>;

export type JobKind = keyof typeof JOBS;
export const JOB_KINDS = Object.keys(JOBS) as JobKind[];

export function jobFn(kind: JobKind, deps: JobDeps): JobFn {
  return (ctx) => JOBS[kind](deps, ctx);
}

/**
 * Kinds that write the same rows or files share a lock group: only one job of a group runs at a
 * time, across processes. The Gems run repeats the gem data and translation jobs as its steps,
 * and the Objets sequence the unique, flask, jewel and base ones; the translation check only reads.
 * Any other kind is a group of its own.
 */
const LOCK_GROUPS: Partial<Record<JobKind, string>> = {
  'update-gems': 'gem-data',
  'update-gem-translations': 'gem-data',
  'add-awakened-translations': 'gem-data',
  'update-gem-images': 'gem-data',
  'update-unique-images': 'item-images',
  'update-flask-images': 'item-images',
  'update-jewel-images': 'item-images',
  'update-base-images': 'item-images',
  'update-uniques-flasks-jewels': 'item-images',
};

/**
 * @example jobLockGroup('update-gems') // 'gem-data'
 * @example jobLockGroup('update-gem-rewards') // 'update-gem-rewards'
 */
export const jobLockGroup = (kind: JobKind): string => LOCK_GROUPS[kind] ?? kind;
