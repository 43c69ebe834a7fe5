import type { GuideType, ReviewStatus } from 'game-facts';
import type { PendingEditRow } from '../content/pendingEdit.js';
import { isoDate } from '../content/text.js';
import type { Guide, GuideCard } from './schemas.js';

export interface CardRow {
  id: number;
  user_id: number | null;
  author: string;
  title: string;
  description: string;
  /** The table's check constraint holds it to GUIDE_TYPES. */
  type: GuideType;
  is_public: boolean;
  is_example: boolean;
  review_status: ReviewStatus | null;
  created_at: Date | string;
  favourite_count: number;
}

export interface GuideRow extends CardRow, PendingEditRow {
  content: string;
  updated_at: Date | string;
}

/** Every column an edit may write: what a pending edit is compared with and laid over. */
export const EDITABLE_COLUMNS = ['title', 'description', 'content', 'type'] as const;

export const CARD_COLUMNS =
  'id, user_id, author, title, left(description, 250) as description, type, is_public, is_example, review_status, created_at, favourite_count';

export const toCard = (row: CardRow): GuideCard => ({
  id: row.id,
  user_id: row.user_id,
  author: row.author,
  title: row.title,
  description: row.description,
  type: row.type,
  is_public: row.is_public,
  is_example: row.is_example,
  review_status: row.review_status,
  created_at: isoDate(row.created_at),
  favourite_count: Number(row.favourite_count),
});

export const toGuide = (row: GuideRow): Guide => ({
  ...toCard(row),
  content: row.content,
  updated_at: isoDate(row.updated_at),
});
