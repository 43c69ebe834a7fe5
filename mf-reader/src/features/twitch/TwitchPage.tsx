import {
  Alert,
  errorMessage,
  Loading,
  PageHeading,
  styled,
  useCurrentUser,
  usePageMeta,
  useTranslation,
} from 'shared-ui';
import { StreamerCard } from './StreamerCard';
import { StreamerHeroCard } from './StreamerHeroCard';
import { useGetTwitchUsersQuery } from './twitchApi';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export function TwitchPage() {
  const { t } = useTranslation('reader');
  usePageMeta(t('twitch.title'));
  const user = useCurrentUser();
  const { data, error, isLoading } = useGetTwitchUsersQuery();
  const privileges = t('twitch.privileges', { returnObjects: true }) as string[];
  return (
    <>
      <PageHeading title={t('twitch.title')} subtitle={t('twitch.intro')} />
      {user?.role === 'twitch' && (
        <Alert variant="info" title={t('twitch.statusTitle')}>
          <ul>
            {privileges.map((privilege) => (
              <li key={privilege}>{privilege}</li>
            ))}
          </ul>
        </Alert>
      )}
      {isLoading && <Loading />}
      {error && (
        <Alert variant="error" title={t('twitch.loadError')}>
          {t('twitch.error', { message: errorMessage(error) })}
        </Alert>
      )}
      {data && <StreamerHeroCard streamer={data.streamer} />}
      {data && <h2>{t('twitch.community')}</h2>}
      {data?.users.length === 0 && <p>{t('twitch.empty')}</p>}
      <Grid>
        {data?.users.map((streamer) => (
          <StreamerCard key={streamer.id} user={streamer} />
        ))}
      </Grid>
      <p>{t('twitch.footer')}</p>
    </>
  );
}
