import { reason, type JobDeps } from './deps.js';
import { downloadImages } from './downloadImages.js';
import { updateGemData } from './gemData.js';
import {
  addAwakenedTranslations,
  checkGemTranslations,
  updateGemTranslations,
} from './gemTranslations.js';
import type { JobContext } from './runner.js';

export const GEM_IMAGES_PARTIAL =
  '⚠️ Mise à jour partielle - données/traductions OK, images échouées';

/** Pictures of every gem whose upstream address is known. */
export async function downloadGemImages(deps: JobDeps, ctx: JobContext) {
  const { rows } = await deps.db.query<{ name: string; url: string }>(
    'select name, icon_url as url from gems where icon_url is not null order by name',
  );
  if (rows.length === 0)
    return { success: false, error: 'Aucune adresse d’image : les données des gems manquent' };
  const { failed } = await downloadImages(
    { db: deps.db, fetcher: deps.upstreams.fetcher },
    'gems',
    rows,
    ctx,
  );
  return failed === 0
    ? { success: true }
    : { success: false, error: `${failed} image(s) de gems en échec` };
}

type Step = [
  label: string,
  run: (deps: JobDeps, ctx: JobContext) => Promise<{ success: boolean; error?: string }>,
];

const STEPS: Step[] = [
  ['données des gems', updateGemData],
  ['traductions des gems', updateGemTranslations],
  ['traductions Awakened', addAwakenedTranslations],
  ['vérification des traductions', checkGemTranslations],
  ['images des gems', downloadGemImages],
];

/** A step's progress mapped into its slice of the whole. */
function slice(ctx: JobContext, index: number, count: number): JobContext {
  return { log: ctx.log, progress: (p) => ctx.progress(((index + p / 100) * 100) / count) };
}

/**
 * The admin's « Gems » button: data, translations, Awakened translations, check, pictures;
 * every step runs even after one fails, and the result names what failed.
 */
export async function updateGemImages(deps: JobDeps, ctx: JobContext) {
  const failed: string[] = [];
  for (const [i, [label, run]] of STEPS.entries()) {
    ctx.log(`▶️ Étape ${i + 1}/${STEPS.length} : ${label}`);
    const outcome = await run(deps, slice(ctx, i, STEPS.length)).catch((err: unknown) => ({
      success: false,
      error: reason(err),
    }));
    if (!outcome.success) {
      failed.push(label);
      ctx.log(`❌ ${label} : ${outcome.error ?? 'Erreur inconnue'}`);
    }
  }
  if (failed.length === 0) {
    ctx.log('✅ Gems à jour : données, traductions et images');
    return { success: true };
  }
  const imagesOnly = failed.length === 1 && failed[0] === 'images des gems';
  return {
    success: false,
    error: imagesOnly ? GEM_IMAGES_PARTIAL : `❌ Étapes en échec : ${failed.join(', ')}`,
  };
}
