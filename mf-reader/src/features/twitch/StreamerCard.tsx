import { Badge, Card, Link, styled, useTranslation } from 'shared-ui';
import type { TwitchUser } from './twitchApi';

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space.xs} 0;
`;

export function StreamerCard({ user }: { user: TwitchUser }) {
  const { t } = useTranslation('reader');
  return (
    <Card title={user.displayName}>
      <p>
        {user.isOnline ? (
          <Badge variant="error">{t('twitch.live')}</Badge>
        ) : (
          <Badge>{t('twitch.offline')}</Badge>
        )}{' '}
        {user.isOnline && t('twitch.viewers', { count: user.viewerCount })}
      </p>
      {user.isOnline && (
        <Meta>
          <strong>{user.streamTitle}</strong>
          {user.streamGame && ` — ${user.streamGame}`}
        </Meta>
      )}
      <Meta>{t('twitch.counts', { builds: user.buildsCount, guides: user.guidesCount })}</Meta>
      <a href={user.twitchChannel} target="_blank" rel="noopener noreferrer">
        {t('twitch.channel')}
      </a>
      <h4>{t('twitch.recent')}</h4>
      {user.recentContent.length === 0 ? (
        <p>{t('twitch.noContent')}</p>
      ) : (
        <ul>
          {user.recentContent.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <Link
                to={item.type === 'build' ? `/build/custom/${item.id}` : `/guide/custom/${item.id}`}
              >
                {t(`twitch.${item.type}`)} : {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
