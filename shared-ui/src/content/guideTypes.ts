import type { ReviewStatus } from './reviewStatus';

export const GUIDE_TYPES = ['Guide global', 'Guide de craft', 'Astuce de Farm'] as const;
export type GuideType = (typeof GUIDE_TYPES)[number];

export interface GuideCard {
  id: number;
  user_id: number | null;
  author: string;
  title: string;
  description: string;
  type: GuideType;
  is_public: boolean;
  created_at: string;
  /** Optional: servers older than favourites lack them. */
  favourite_count?: number;
  /** Only for a signed-in reader: whether it is among their favourites. */
  is_favourite?: boolean;
}

export interface Guide extends GuideCard {
  content: string;
  /** Optional: answers from servers older than the review queue do not carry it. */
  review_status?: ReviewStatus | null;
}

export interface GuideListParams {
  page?: number;
  limit?: number;
  is_public?: boolean;
  search?: string;
  type?: GuideType;
  sort?: string;
}

export interface GuideList {
  guides: GuideCard[];
  total: number;
  page: number;
  limit: number;
}

/**
 * What a reading screen hands the guide form through the router's location state, as
 * `{ guidePrefill }`, for a new guide that starts from existing text (a static guide).
 */
export interface GuidePrefill {
  title: string;
  description: string;
  content: string;
}
