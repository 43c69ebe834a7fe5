import type { Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { CONTROL_CHARACTERS } from './pobStats.js';
import type { BuildSteps, Step, StepEdit, StepEditsInput, StepOrder } from './stepsSchemas.js';
import { MAX_STEP_NOTE } from './stepsSchemas.js';

/** The author's edits of a build's steps, as stored and as the edit screen sends them. */
export interface StepEditSet {
  steps: StepEdit[];
  order: StepOrder;
}

export const NO_STEP_EDITS: StepEditSet = { steps: [], order: {} };

type OrderedPhase = keyof StepOrder;

/**
 * A phase's steps in the author's order: the steps their list names take the places those steps
 * had, in the list's order; a step the list does not name (new since) keeps its place, and a key
 * the build no longer has is ignored, so the order survives the build being edited.
 * @example ordered([a, b, c], ['c', 'x', 'a']) // [c, b, a]
 */
export function ordered(steps: readonly Step[], keys: readonly string[] | undefined): Step[] {
  if (!keys || keys.length === 0) return [...steps];
  const rank = new Map<string, number>();
  keys.forEach((key, at) => {
    if (!rank.has(key)) rank.set(key, at);
  });
  const listed = steps
    .filter((s) => rank.has(s.key))
    .sort((a, b) => (rank.get(a.key) ?? 0) - (rank.get(b.key) ?? 0));
  let next = 0;
  return steps.map((s) => (rank.has(s.key) ? (listed[next++] as Step) : s));
}

/**
 * The steps as readers follow them: each phase in the author's order, with the author's advice
 * on its step, the steps they hid left out (and a phase left with neither step nor text).
 * Edits of keys the build no longer has change nothing.
 */
export function applyStepEdits(steps: BuildSteps, edits: StepEditSet): BuildSteps {
  const byKey = new Map(edits.steps.map((e) => [e.key, e]));
  const phases = steps.phases
    .map((phase) => {
      const order = phase.phase === 'mecaniques' ? undefined : edits.order[phase.phase];
      const shown = ordered(phase.steps, order).flatMap((step) => {
        const edit = byKey.get(step.key);
        if (edit?.hidden) return [];
        return [{ ...step, note: edit && edit.note !== '' ? edit.note : step.note }];
      });
      return { ...phase, steps: shown };
    })
    .filter((p) => p.steps.length > 0 || p.text.trim() !== '');
  return { ...steps, phases };
}

/** Line breaks as `\n`, surrounding blanks removed: a note as it is kept. */
const cleanNote = (note: string) => note.replace(/\r\n?/g, '\n').trim();

/**
 * The edits a request sends, checked and reduced to what is kept: each step once, its advice
 * plain text of at most MAX_STEP_NOTE characters without control characters (refused with a
 * French message, so nothing is stored); an edit that changes nothing (no advice, not hidden)
 * is dropped, and each phase's order keeps a key once.
 */
export function cleanStepEdits(input: StepEditsInput): StepEditSet {
  const seen = new Set<string>();
  const steps: StepEdit[] = [];
  for (const edit of input.steps) {
    if (seen.has(edit.key)) {
      throw new HttpError(400, `L’étape « ${edit.key} » est envoyée deux fois.`);
    }
    seen.add(edit.key);
    // `search` starts from the beginning whatever the pattern's global flag left behind.
    if (edit.note.search(CONTROL_CHARACTERS) >= 0) {
      throw new HttpError(
        400,
        `Le conseil de l’étape « ${edit.key} » contient des caractères de contrôle, qui ne sont pas acceptés.`,
      );
    }
    const note = cleanNote(edit.note);
    if (note.length > MAX_STEP_NOTE) {
      throw new HttpError(
        400,
        `Le conseil de l’étape « ${edit.key} » doit contenir au plus ${MAX_STEP_NOTE} caractères.`,
      );
    }
    if (note !== '' || edit.hidden) steps.push({ key: edit.key, note, hidden: edit.hidden });
  }
  const order: StepOrder = {};
  for (const [phase, keys] of Object.entries(input.order) as [OrderedPhase, string[]][]) {
    if (keys.length > 0) order[phase] = [...new Set(keys)];
  }
  return { steps, order };
}

/** The author's stored edits of a build's steps; none when never saved. */
export async function loadStepEdits(db: Queryable, buildId: number): Promise<StepEditSet> {
  const [edits, orders] = await Promise.all([
    db.query<{ step_key: string; note: string; hidden: boolean }>(
      'select step_key, note, hidden from build_step_edits where build_id = $1 order by step_key',
      [buildId],
    ),
    db.query<{ phase: keyof StepOrder; keys: string[] }>(
      'select phase, keys from build_step_orders where build_id = $1',
      [buildId],
    ),
  ]);
  return {
    steps: edits.rows.map((r) => ({ key: r.step_key, note: r.note, hidden: r.hidden })),
    order: Object.fromEntries(orders.rows.map((r) => [r.phase, r.keys])),
  };
}
