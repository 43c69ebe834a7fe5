import { describe, expect, it } from 'vitest';
import { HttpError } from '../platform/http/httpError.js';
import { applyStepEdits, cleanStepEdits, ordered } from './stepEdits.js';
import type { BuildSteps, Step } from './stepsSchemas.js';

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

const steps = (): BuildSteps => ({
  buildId: 1,
  classe: 'Duelist',
  phases: [
    { phase: 'leveling', text: '', steps: ['a', 'b', 'c', 'd'].map(step) },
    { phase: 'endgame', text: '', steps: [step('e')] },
    { phase: 'mecaniques', text: '<p>Texte</p>', steps: [] },
  ],
});

const keys = (result: BuildSteps) => result.phases.map((p) => p.steps.map((s) => s.key));

describe('ordered', () => {
  it('puts the listed steps in the listed order in their places, others kept where they were', () => {
    const list = ['a', 'b', 'c', 'd'].map(step);
    expect(ordered(list, ['d', 'b']).map((s) => s.key)).toEqual(['a', 'd', 'c', 'b']);
    expect(ordered(list, ['c', 'gone', 'a']).map((s) => s.key)).toEqual(['c', 'b', 'a', 'd']);
    expect(ordered(list, undefined).map((s) => s.key)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('applyStepEdits', () => {
  it('orders, notes and hides steps; a phase left empty without text goes', () => {
    const result = applyStepEdits(steps(), {
      steps: [
        { key: 'b', note: 'Prenez-la au plus tôt.', hidden: false },
        { key: 'c', note: '', hidden: true },
        { key: 'e', note: 'Caché', hidden: true },
      ],
      order: { leveling: ['d', 'a'] },
    });
    expect(keys(result)).toEqual([['d', 'b', 'a'], []]);
    expect(result.phases.map((p) => p.phase)).toEqual(['leveling', 'mecaniques']);
    expect(result.phases[0]?.steps.map((s) => s.note)).toEqual([
      null,
      'Prenez-la au plus tôt.',
      null,
    ]);
  });

  it('ignores the edits of keys the build no longer has', () => {
    const result = applyStepEdits(steps(), {
      steps: [{ key: 'gem:Gone', note: 'Ancien', hidden: true }],
      order: { leveling: ['gone', 'also gone'], endgame: ['x'] },
    });
    expect(result).toEqual(steps());
  });
});

describe('cleanStepEdits', () => {
  it('keeps notes as trimmed text with \\n line breaks, drops edits that change nothing', () => {
    expect(
      cleanStepEdits({
        steps: [
          { key: 'a', note: '  Ligne 1\r\nLigne 2\t ', hidden: false },
          { key: 'b', note: '   ', hidden: false },
          { key: 'c', note: '', hidden: true },
        ],
        order: { leveling: ['a', 'b', 'a'], endgame: [] },
      }),
    ).toEqual({
      steps: [
        { key: 'a', note: 'Ligne 1\nLigne 2', hidden: false },
        { key: 'c', note: '', hidden: true },
      ],
      order: { leveling: ['a', 'b'] },
    });
  });

  const refusal = (note: string, key = 'gem:Cyclone') => {
    try {
      cleanStepEdits({ steps: [{ key, note, hidden: false }], order: {} });
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      return (err as HttpError).message;
    }
    return null;
  };

  it('refuses control characters, over-long notes and a step sent twice, in French', () => {
    expect(refusal('Bonjour\u0007')).toBe(
      'Le conseil de l’étape « gem:Cyclone » contient des caractères de contrôle, qui ne sont pas acceptés.',
    );
    // Twice in a row: the pattern's global flag must not let the second one through.
    expect(refusal('a\u0000b')).toMatch(/caractères de contrôle/);
    expect(refusal('x'.repeat(1001))).toBe(
      'Le conseil de l’étape « gem:Cyclone » doit contenir au plus 1000 caractères.',
    );
    expect(refusal('x'.repeat(1000))).toBeNull();
    expect(() =>
      cleanStepEdits({
        steps: [
          { key: 'a', note: '', hidden: true },
          { key: 'a', note: 'b', hidden: false },
        ],
        order: {},
      }),
    ).toThrow('L’étape « a » est envoyée deux fois.');
  });
});
