import { describe, expect, it } from 'vitest';
import { reviewColumns, reviewOnCreate, reviewOnUpdate, type ReviewStatus } from './review.js';
import type { Viewer } from './viewer.js';

const admin: Viewer = { id: 1, admin: true, blacklisted: false };
const creator: Viewer = { id: 3, admin: false, blacklisted: false };

describe('reviewOnCreate', () => {
  it.each<[string, Viewer, boolean, ReviewStatus | null]>([
    ['a creator’s item waits for validation', creator, false, 'pending'],
    ['even when public was asked (the service keeps it private)', creator, true, 'pending'],
    ['an admin’s public item is published', admin, true, 'published'],
    ['an admin’s private item is not under review', admin, false, null],
  ])('%s', (_name, writer, isPublic, expected) => {
    expect(reviewOnCreate(writer, isPublic)).toBe(expected);
  });
});

describe('reviewOnUpdate', () => {
  const own = (status: ReviewStatus | null) => ({ user_id: creator.id, review_status: status });
  const admins = (status: ReviewStatus | null) => ({ user_id: admin.id, review_status: status });
  it.each<[string, Viewer, ReturnType<typeof own>, boolean, ReviewStatus | null]>([
    [
      'the owner editing a refused item submits it again',
      creator,
      own('refused'),
      false,
      'pending',
    ],
    [
      'the owner editing a pending item leaves it pending',
      creator,
      own('pending'),
      false,
      'pending',
    ],
    [
      'the owner withdrawing a published item makes it wait',
      creator,
      own('published'),
      false,
      'pending',
    ],
    [
      'the owner editing a published item keeps it published',
      creator,
      own('published'),
      true,
      'published',
    ],
    ['an admin publishing a pending item', admin, own('pending'), true, 'published'],
    ['an admin publishing a refused item', admin, own('refused'), true, 'published'],
    [
      'an admin editing a pending item without publishing it',
      admin,
      own('pending'),
      false,
      'pending',
    ],
    [
      'an admin editing a refused item without publishing it',
      admin,
      own('refused'),
      false,
      'refused',
    ],
    [
      'an admin withdrawing someone’s published item refuses it',
      admin,
      own('published'),
      false,
      'refused',
    ],
    ['an admin withdrawing their own published item', admin, admins('published'), false, null],
    ['an admin publishing their own private item', admin, admins(null), true, 'published'],
    ['an admin editing their own private item', admin, admins(null), false, null],
  ])('%s', (_name, writer, current, isPublic, expected) => {
    expect(reviewOnUpdate(writer, current, isPublic)).toBe(expected);
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
