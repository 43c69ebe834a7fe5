import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, skipToken, useGetSiteQuery, type CurrentUser } from 'shared-ui';
import { useGetMySubscriptionQuery } from '../auth/authApi';

/** 'Abonné {streamer}' or 'Non abonné'; hidden while unknown (loading, or the check failed). */
export function SubscriptionBadge({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const site = useGetSiteQuery();
  const subscription = useGetMySubscriptionQuery(user.id ?? skipToken);

  useEffect(() => {
    if (subscription.error) console.error('Abonnement inconnu', subscription.error);
  }, [subscription.error]);

  if (!subscription.data || subscription.isFetching) return null;
  return subscription.data.isSubscribed ? (
    <Badge variant="accent">
      {t('badge.subscribed', { streamer: site.data?.streamer.displayName ?? '' })}
    </Badge>
  ) : (
    <Badge>{t('badge.notSubscribed')}</Badge>
  );
}
