import type { Guide, GuideType, Role } from 'shared-ui';

export const DESCRIPTION_MAX = 200;

export interface GuideFormState {
  title: string;
  description: string;
  content: string;
  type: GuideType;
  is_public: boolean;
}

export const emptyGuideForm = (): GuideFormState => ({
  title: '',
  description: '',
  content: '',
  type: 'Guide global',
  is_public: false,
});

export const fromGuide = (guide: Guide): GuideFormState => ({
  title: guide.title,
  description: guide.description.slice(0, DESCRIPTION_MAX),
  content: guide.content,
  type: guide.type,
  is_public: guide.is_public,
});

/**
 * The description as typed, cut at 200 characters (a paste longer than that is truncated).
 *
 * @example capDescription('a'.repeat(250)).length // 200
 */
export const capDescription = (text: string) => [...text].slice(0, DESCRIPTION_MAX).join('');

/** @example remaining('Bonjour') // 193 */
export const remaining = (description: string) => DESCRIPTION_MAX - [...description].length;

/** The save button and its confirmation depend on the mode and on whether the author is admin. */
export function saveWording(mode: 'create' | 'edit', role: Role | undefined) {
  if (mode === 'edit') return { label: 'saveEdit', done: 'savedEdit' } as const;
  if (role === 'admin') return { label: 'savePublish', done: 'savedPublish' } as const;
  return { label: 'saveDraft', done: 'savedDraft' } as const;
}
