/**
 * Where a submitted build or guide stands: null for content that never went through review
 * (an admin's, or older content), then pending, published or refused by an admin.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'refused'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
