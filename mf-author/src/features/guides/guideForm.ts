import type { Guide, GuidePrefill, GuideType, Role } from 'shared-ui';

export const DESCRIPTION_MAX = 200;
export const TITLE_MAX = 150;

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
 * The prefill a reading screen handed over in the router's location state (`{ guidePrefill }`),
 * or null: the state is whatever the history entry holds, so every field is checked.
 *
 * @example prefillFromState({ guidePrefill: { title: 'T', description: 'D', content: '<p>C</p>' } })
 * // { title: 'T', description: 'D', content: '<p>C</p>' }
 */
export function prefillFromState(state: unknown): GuidePrefill | null {
  if (typeof state !== 'object' || state === null || !('guidePrefill' in state)) return null;
  const prefill: unknown = state.guidePrefill;
  if (typeof prefill !== 'object' || prefill === null) return null;
  const { title, description, content } = prefill as Record<string, unknown>;
  if (typeof title !== 'string' || typeof description !== 'string') return null;
  if (typeof content !== 'string') return null;
  return { title, description, content };
}

/** A new guide starting from handed-over text; the title and description keep their limits. */
export const fromPrefill = (prefill: GuidePrefill): GuideFormState => ({
  ...emptyGuideForm(),
  title: prefill.title.slice(0, TITLE_MAX),
  description: capDescription(prefill.description),
  content: prefill.content,
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
