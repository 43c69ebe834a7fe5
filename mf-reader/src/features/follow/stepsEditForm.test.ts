import { describe, expect, it } from 'vitest';
import type { Step, StepEdits } from './followApi';
import { initialForm, inOrder, move, toBody } from './stepsEditForm';

const step = (key: string): Step => ({
  key,
  kind: 'gem',
  level: null,
  act: null,
  slot: null,
  gems: [],
  items: [],
  passives: [],
  note: null,
});

const edits = (saved: Partial<Pick<StepEdits, 'steps' | 'order'>> = {}): StepEdits => ({
  buildId: 1,
  steps: saved.steps ?? [],
  order: saved.order ?? {},
  generated: {
    buildId: 1,
    classe: 'Duelist',
    phases: [
      { phase: 'leveling', text: '', steps: ['a', 'b', 'c'].map(step) },
      { phase: 'mecaniques', text: '<p>x</p>', steps: [] },
    ],
  },
});

const keys = (steps: Step[]) => steps.map((s) => s.key);

describe('the steps edit form', () => {
  it('starts from the saved order over the generated steps, unknown keys ignored', () => {
    const form = initialForm(
      edits({
        steps: [{ key: 'b', note: 'Tôt', hidden: true }],
        order: { leveling: ['c', 'gone', 'a'] },
      }),
    );
    expect(form.phases.map((p) => p.phase)).toEqual(['leveling']);
    expect(keys(form.phases[0]?.steps ?? [])).toEqual(['c', 'b', 'a']);
    expect(form.notes).toEqual({ b: 'Tôt' });
    expect(form.hidden).toEqual({ b: true });
    expect(keys(inOrder(['a', 'b'].map(step), undefined))).toEqual(['a', 'b']);
  });

  it('moves a step within its phase, not past its ends', () => {
    const form = initialForm(edits());
    expect(keys(move(form, 'b', -1).phases[0]?.steps ?? [])).toEqual(['b', 'a', 'c']);
    expect(keys(move(form, 'c', 1).phases[0]?.steps ?? [])).toEqual(['a', 'b', 'c']);
  });

  it('sends the edited steps and an order only where it changed', () => {
    const start = initialForm(edits());
    expect(toBody(start, edits().generated)).toEqual({ steps: [], order: {} });
    const form = {
      ...move(start, 'c', -1),
      notes: { a: '  Prenez-la  ', b: '   ' },
      hidden: { c: true },
    };
    expect(toBody(form, edits().generated)).toEqual({
      steps: [
        { key: 'a', note: 'Prenez-la', hidden: false },
        { key: 'c', note: '', hidden: true },
      ],
      order: { leveling: ['a', 'c', 'b'] },
    });
  });
});
