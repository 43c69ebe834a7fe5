import { Badge, type CurrentUser, type ReviewStatus, useTranslation } from 'shared-ui';
import { canManage } from './permissions';

interface Props {
  user: CurrentUser | null;
  item: { user_id: number | null; review_status: ReviewStatus | null };
}

/**
 * Where a submission stands, for its owner or an admin only: 'En attente de validation' or
 * 'Refusé par un administrateur'. Published or never-reviewed content shows nothing.
 */
export function ReviewBadge({ user, item }: Props) {
  const { t } = useTranslation('reader');
  const status = item.review_status;
  if (!canManage(user, item) || (status !== 'pending' && status !== 'refused')) return null;
  return status === 'pending' ? (
    <Badge variant="warning" role="status">
      {t('detail.reviewPending')}
    </Badge>
  ) : (
    <Badge variant="error" role="status">
      {t('detail.reviewRefused')}
    </Badge>
  );
}
