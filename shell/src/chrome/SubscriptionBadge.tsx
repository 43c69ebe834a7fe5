import { useEffect } from 'react';
import {
  type ApiError,
  Badge,
  type CurrentUser,
  skipToken,
  useAppDispatch,
  useGetSiteQuery,
  useTranslation,
} from 'shared-ui';
import { useGetMySubscriptionQuery } from '../auth/authApi';
import { refreshCurrentUser } from '../auth/completeSignIn';

/**
 * 'Abonné {streamer}' or 'Non abonné'; hidden while unknown (loading, or the check failed) and
 * for the streamer's own account, who cannot subscribe to their own channel.
 */
export function SubscriptionBadge({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const site = useGetSiteQuery();
  const isStreamer =
    site.data !== undefined &&
    user.username.toLowerCase() === site.data.streamer.login.toLowerCase();
  // Asked once the site tells whose channel it is: never for the streamer's own account.
  const subscription = useGetMySubscriptionQuery(
    site.data === undefined || isStreamer ? skipToken : (user.id ?? skipToken),
  );
  const sessionDead = (subscription.error as Partial<ApiError> | undefined)?.status === 409;

  useEffect(() => {
    if (subscription.error) console.error('Abonnement inconnu', subscription.error);
  }, [subscription.error]);

  // 409: the check found the Twitch session dead. The server has marked it expired, so asking
  // for the user now shows the session banner and starts the renewal without waiting.
  useEffect(() => {
    if (sessionDead && user.sessionStatus !== 'expired') void refreshCurrentUser(dispatch);
  }, [dispatch, sessionDead, user.sessionStatus]);

  if (isStreamer || !subscription.data || subscription.isFetching) return null;
  return subscription.data.isSubscribed ? (
    <Badge variant="accent">
      {t('badge.subscribed', { streamer: site.data?.streamer.displayName ?? '' })}
    </Badge>
  ) : (
    <Badge>{t('badge.notSubscribed')}</Badge>
  );
}
