import { describe, expect, it } from 'vitest';
import { MAX_SUBJECT, subjectOf, subjectProblem } from './commitSubject.mjs';

describe('subjectOf', () => {
  it('takes the first line that is not a comment nor blank', () => {
    expect(subjectOf('# Please enter the commit message\n\nFix the list\n\nWhy.\n')).toBe(
      'Fix the list',
    );
  });
});

describe('subjectProblem', () => {
  it('accepts a subject of exactly the limit', () => {
    expect(subjectProblem('a'.repeat(MAX_SUBJECT))).toBeNull();
  });

  it('refuses one character more, naming its length', () => {
    expect(subjectProblem('a'.repeat(MAX_SUBJECT + 1))).toContain(`${MAX_SUBJECT + 1}`);
  });

  it('counts characters, not bytes', () => {
    expect(subjectProblem('é'.repeat(MAX_SUBJECT))).toBeNull();
  });
});
