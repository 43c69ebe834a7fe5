import type { ReviewStatus } from 'shared-ui';

/** Where one of the author's own items stands, as 'Mes contenus' names it. */
export type ContentState = 'draft' | 'pending' | 'published' | 'refused';

/**
 * Public means published (the server keeps the two together); a private item is waiting or
 * refused when under review, otherwise the author's draft (review_status null).
 * @example contentState({ is_public: false, review_status: null }) // 'draft'
 */
export function contentState(item: {
  is_public: boolean;
  review_status?: ReviewStatus | null;
}): ContentState {
  if (item.is_public) return 'published';
  if (item.review_status === 'pending' || item.review_status === 'refused') {
    return item.review_status;
  }
  return 'draft';
}
