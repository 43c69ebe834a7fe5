import { Badge, type BadgeVariant, useTranslation } from 'shared-ui';
import type { ContentState } from './contentState';

const VARIANTS: Record<ContentState, BadgeVariant> = {
  draft: 'neutral',
  pending: 'warning',
  published: 'success',
  refused: 'error',
};

/** 'Brouillon', 'En attente de validation', 'Publié' or 'Refusé', always in words. */
export function ContentStateBadge({ state }: { state: ContentState }) {
  const { t } = useTranslation('reader');
  return <Badge variant={VARIANTS[state]}>{t(`myContent.states.${state}`)}</Badge>;
}
