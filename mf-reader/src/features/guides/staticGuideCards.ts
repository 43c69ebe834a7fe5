import type { GuidePrefill } from 'shared-ui';
import { STATIC_GUIDES, type StaticGuide } from './staticGuides';

export interface StaticGuideCardState {
  slug: StaticGuide;
  /** Hidden from visitors: only admins still see it, greyed, with a way to restore it. */
  hidden: boolean;
  /** Only the first card carries the admin's edit and delete buttons (spec). */
  manageable: boolean;
}

/**
 * The static guide cards a reader sees: visitors lose the hidden ones, admins keep them all.
 *
 * @example staticGuideCards(['boss'], false).map((c) => c.slug) // every slug but 'boss'
 */
export function staticGuideCards(
  hidden: readonly string[],
  isAdmin: boolean,
): StaticGuideCardState[] {
  const hiddenSet = new Set(hidden);
  return STATIC_GUIDES.map((slug, index) => ({
    slug,
    hidden: hiddenSet.has(slug),
    manageable: isAdmin && index === 0,
  })).filter((card) => isAdmin || !card.hidden);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A static guide's texts, as translated. */
export interface StaticGuideTexts {
  title: string;
  intro: string;
  tips: readonly string[];
  credit?: string | undefined;
}

/**
 * The guide form's starting point for « Modifier ce guide »: the intro as description, and the
 * intro, tips and credit line as the rich content.
 *
 * @example staticGuidePrefill({ title: 'T', intro: 'I', tips: ['a'] }).content
 * // '<p>I</p><ol><li>a</li></ol>'
 */
export function staticGuidePrefill(texts: StaticGuideTexts): GuidePrefill {
  const tips = texts.tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join('');
  const credit = texts.credit ? `<p><em>${escapeHtml(texts.credit)}</em></p>` : '';
  return {
    title: texts.title,
    description: texts.intro,
    content: `<p>${escapeHtml(texts.intro)}</p><ol>${tips}</ol>${credit}`,
  };
}
