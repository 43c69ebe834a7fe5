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
  /** Lists carry it too; 'Mes contenus' shows it to the owner. */
  review_status?: ReviewStatus | null;
  created_at: string;
  /** Optional: servers older than favourites lack them. */
  favourite_count?: number;
  /** Only for a signed-in reader: whether it is among their favourites. */
  is_favourite?: boolean;
}

export interface Guide extends GuideCard {
  content: string;
}

export interface GuideListParams {
  page?: number;
  /** One author's items; their own private ones only when they ask. */
  user_id?: number;
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
