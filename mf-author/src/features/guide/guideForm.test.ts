import { describe, expect, it } from 'vitest';
import { capDescription, remaining, saveWording } from './guideForm';

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
