import type { FollowPhase, Step, StepEdits, StepEditsBody } from './followApi';

type OrderedPhase = keyof StepEdits['order'];

/** One phase of the edit screen: its steps in the author's order, hidden ones included. */
export interface EditPhase {
  phase: OrderedPhase;
  steps: Step[];
}

/** What the author is editing: each phase's order, each step's advice and whether it is hidden. */
export interface StepsForm {
  phases: EditPhase[];
  notes: Record<string, string>;
  hidden: Record<string, boolean>;
}

const ordered = (phase: FollowPhase['phase']): phase is OrderedPhase => phase !== 'mecaniques';

/**
 * A phase's steps in a saved order, as the server applies it: the listed steps take the places
 * those steps had, in the list's order; the others keep theirs, and unknown keys are ignored.
 */
export function inOrder(steps: readonly Step[], keys: readonly string[] | undefined): Step[] {
  if (!keys?.length) return [...steps];
  const rank = new Map<string, number>();
  keys.forEach((key, at) => {
    if (!rank.has(key)) rank.set(key, at);
  });
  const listed = steps
    .filter((s) => rank.has(s.key))
    .sort((a, b) => (rank.get(a.key) ?? 0) - (rank.get(b.key) ?? 0));
  let next = 0;
  return steps.map((s) => (rank.has(s.key) ? (listed[next++] ?? s) : s));
}

/** The form as the saved edits leave it, over the steps as generated. */
export function initialForm(edits: StepEdits): StepsForm {
  const phases = edits.generated.phases.flatMap((p) =>
    ordered(p.phase) && p.steps.length > 0
      ? [{ phase: p.phase, steps: inOrder(p.steps, edits.order[p.phase]) }]
      : [],
  );
  return {
    phases,
    notes: Object.fromEntries(edits.steps.map((e) => [e.key, e.note])),
    hidden: Object.fromEntries(edits.steps.map((e) => [e.key, e.hidden])),
  };
}

/** The form with a phase's step moved one place up (-1) or down (+1); unchanged at an end. */
export function move(form: StepsForm, key: string, by: -1 | 1): StepsForm {
  return {
    ...form,
    phases: form.phases.map((p) => {
      const at = p.steps.findIndex((s) => s.key === key);
      const to = at + by;
      if (at < 0 || to < 0 || to >= p.steps.length) return p;
      const steps = [...p.steps];
      [steps[at], steps[to]] = [steps[to] as Step, steps[at] as Step];
      return { ...p, steps };
    }),
  };
}

/**
 * What « Enregistrer » sends: every step with advice or hidden, and the order of each phase
 * whose steps are no longer in the generated order.
 */
export function toBody(form: StepsForm, generated: StepEdits['generated']): StepEditsBody {
  const steps = form.phases.flatMap((p) =>
    p.steps.flatMap((s) => {
      const note = (form.notes[s.key] ?? '').trim();
      const hidden = form.hidden[s.key] === true;
      return note !== '' || hidden ? [{ key: s.key, note, hidden }] : [];
    }),
  );
  const order: StepEditsBody['order'] = {};
  for (const p of form.phases) {
    const keys = p.steps.map((s) => s.key);
    const before = generated.phases.find((g) => g.phase === p.phase)?.steps.map((s) => s.key);
    if (keys.join('\n') !== before?.join('\n')) order[p.phase] = keys;
  }
  return { steps, order };
}
