import { describe, expect, it } from 'vitest';
import type { ReviewStatus } from 'game-facts';
import { reviewColumns, reviewOnCreate, reviewOnUpdate } from './review.js';
import type { Viewer } from './viewer.js';

const admin: Viewer = { id: 1, admin: true, blacklisted: false };
const creator: Viewer = { id: 3, admin: false, blacklisted: false };

describe('reviewOnCreate', () => {
  it.each<[string, Viewer, boolean, boolean | undefined, ReviewStatus | null]>([
    ['a creator’s private save is a draft, out of the queue', creator, false, false, null],
    ['a creator’s save that says nothing is a draft too', creator, false, undefined, null],
    ['a creator asking for publication waits for validation', creator, false, true, 'pending'],
    ['an admin’s public item is published', admin, true, true, 'published'],
    ['an admin’s private item is not under review', admin, false, false, null],
  ])('%s', (_name, writer, isPublic, requested, expected) => {
    expect(reviewOnCreate(writer, isPublic, requested)).toBe(expected);
  });
});

describe('reviewOnUpdate', () => {
  const own = (status: ReviewStatus | null) => ({ user_id: creator.id, review_status: status });
  const admins = (status: ReviewStatus | null) => ({ user_id: admin.id, review_status: status });
  type Case = [
    string,
    Viewer,
    ReturnType<typeof own>,
    boolean,
    boolean | undefined,
    ReviewStatus | null,
  ];
  it.each<Case>([
    ['the owner saving a draft private keeps it a draft', creator, own(null), false, false, null],
    ['the owner submitting a draft makes it wait', creator, own(null), false, true, 'pending'],
    ['the owner submitting a refused item again', creator, own('refused'), false, true, 'pending'],
    ['the owner saving a refused item as a draft', creator, own('refused'), false, false, null],
    [
      'the owner editing a refused item without saying submits it again',
      creator,
      own('refused'),
      false,
      undefined,
      'pending',
    ],
    [
      'the owner editing a pending item leaves it pending',
      creator,
      own('pending'),
      false,
      true,
      'pending',
    ],
    [
      'the owner editing a pending item without saying leaves it pending',
      creator,
      own('pending'),
      false,
      undefined,
      'pending',
    ],
    [
      'the owner taking a pending item back as a draft',
      creator,
      own('pending'),
      false,
      false,
      null,
    ],
    [
      'the owner withdrawing a published item makes it a draft',
      creator,
      own('published'),
      false,
      false,
      null,
    ],
    [
      'the owner editing a published item keeps it published',
      creator,
      own('published'),
      true,
      true,
      'published',
    ],
    ['an admin publishing a pending item', admin, own('pending'), true, true, 'published'],
    ['an admin publishing a refused item', admin, own('refused'), true, true, 'published'],
    [
      'an admin editing a pending item without publishing it',
      admin,
      own('pending'),
      false,
      false,
      'pending',
    ],
    [
      'an admin editing a refused item without publishing it',
      admin,
      own('refused'),
      false,
      false,
      'refused',
    ],
    [
      'an admin withdrawing someone’s published item refuses it',
      admin,
      own('published'),
      false,
      false,
      'refused',
    ],
    [
      'an admin withdrawing their own published item',
      admin,
      admins('published'),
      false,
      false,
      null,
    ],
    ['an admin publishing their own private item', admin, admins(null), true, true, 'published'],
    ['an admin editing their own private item', admin, admins(null), false, false, null],
  ])('%s', (_name, writer, current, isPublic, requested, expected) => {
    expect(reviewOnUpdate(writer, current, isPublic, requested)).toBe(expected);
  });
});

describe('reviewColumns', () => {
  const now = new Date('2026-11-22T05:00:00.000Z');
  it.each<[ReviewStatus | null | undefined, ReviewStatus | null, object]>([
    [undefined, 'pending', { review_status: 'pending', reviewed_at: null }],
    [undefined, 'published', { review_status: 'published', reviewed_at: now.toISOString() }],
    [undefined, null, { review_status: null, reviewed_at: null }],
    ['pending', 'published', { review_status: 'published', reviewed_at: now.toISOString() }],
    ['published', 'refused', { review_status: 'refused', reviewed_at: now.toISOString() }],
    ['refused', 'pending', { review_status: 'pending', reviewed_at: null }],
    ['published', 'published', { review_status: 'published' }],
    ['pending', 'pending', { review_status: 'pending' }],
  ])('%s → %s', (before, after, expected) => {
    expect(reviewColumns(before, after, now)).toEqual(expected);
  });
});
