import { describe, expect, it } from 'vitest';
import { capDescription, fromPrefill, prefillFromState, remaining, saveWording } from './guideForm';

describe('capDescription', () => {
  it('keeps 200 characters, counting an accented letter or an emoji as one', () => {
    expect(capDescription('é'.repeat(250))).toBe('é'.repeat(200));
    expect(capDescription('🔥'.repeat(201))).toBe('🔥'.repeat(200));
    expect(capDescription('court')).toBe('court');
  });
});

describe('remaining', () => {
  it.each([
    ['', 200],
    ['Bonjour', 193],
    ['x'.repeat(200), 0],
  ])('%j leaves %i', (text, left) => {
    expect(remaining(text)).toBe(left);
  });
});

describe('saveWording', () => {
  it.each([
    ['edit', 'admin', 'saveEdit', 'savedEdit'],
    ['edit', 'createur', 'saveEdit', 'savedEdit'],
    ['create', 'admin', 'savePublish', 'savedPublish'],
    ['create', 'createur', 'saveDraft', 'savedDraft'],
    ['create', 'twitch', 'saveDraft', 'savedDraft'],
  ] as const)('%s by %s says %s then %s', (mode, role, label, done) => {
    expect(saveWording(mode, role)).toEqual({ label, done });
  });
});

describe('prefillFromState', () => {
  const prefill = { title: 'Boss', description: 'Intro', content: '<p>Intro</p>' };
  it.each([
    ['the prefill a reading screen handed over', { guidePrefill: prefill }, prefill],
    ['extra fields left out', { guidePrefill: { ...prefill, is_public: true } }, prefill],
    ['no state (a typed address)', null, null],
    ['another screen’s state', { from: '/guide' }, null],
    ['a prefill missing its content', { guidePrefill: { title: 'Boss', description: '' } }, null],
    ['a title that is not text', { guidePrefill: { ...prefill, title: 42 } }, null],
    ['a prefill that is not an object', { guidePrefill: 'Boss' }, null],
  ])('%s', (_case, state, expected) => {
    expect(prefillFromState(state)).toEqual(expected);
  });
});

describe('fromPrefill', () => {
  it('starts a private global guide from the text, within the title and description limits', () => {
    expect(
      fromPrefill({ title: 'T'.repeat(160), description: 'd'.repeat(250), content: '<p>c</p>' }),
    ).toEqual({
      title: 'T'.repeat(150),
      description: 'd'.repeat(200),
      content: '<p>c</p>',
      type: 'Guide global',
      is_public: false,
    });
  });
});
