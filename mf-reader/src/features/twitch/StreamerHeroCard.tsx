import { Badge, Link, styled, useTranslation } from 'shared-ui';
import type { StreamerHero } from './twitchApi';

const Hero = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
  }
`;

// The picture, or the initial on the accent colour while Twitch cannot give one; smaller on a
// phone, where the stream facts need the width.
const Avatar = styled.div`
  width: 56px;
  height: 56px;
  ${({ theme }) => theme.media.tablet} {
    width: 96px;
    height: 96px;
  }
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.background};
  font-size: 2rem;
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  p,
  ul,
  h3 {
    margin: 0;
  }
`;

const Watch = styled.a`
  justify-self: start;
  display: inline-block;
  min-height: 44px;
  line-height: 44px;
  font-weight: 700;
`;

/**
 * The streamer at the top of /twitch: who they are, whether they are live right now (with the
 * stream, its game and viewers, and the way to watch), and their latest builds and guides.
 */
export function StreamerHeroCard({ streamer }: { streamer: StreamerHero }) {
  const { t } = useTranslation('reader');
  const name = streamer.displayName;
  return (
    <Hero aria-label={t('twitch.heroLabel')}>
      <Avatar>
        {/* Lazy: an eager picture makes React's server render add a preload <link> for it. */}
        {streamer.avatarUrl ? (
          <img
            src={streamer.avatarUrl}
            alt={t('twitch.avatarAlt', { name })}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        )}
      </Avatar>
      <Body>
        <h2>{name}</h2>
        {streamer.isOnline ? (
          <>
            <p>
              <Badge variant="error">{t('twitch.live')}</Badge>{' '}
              {t('twitch.viewers', { count: streamer.viewerCount })}
            </p>
            <p>
              <strong>{streamer.streamTitle}</strong>
            </p>
            {streamer.streamGame && <p>{t('twitch.nowPlaying', { game: streamer.streamGame })}</p>}
          </>
        ) : (
          <p>
            <Badge>{t('twitch.offline')}</Badge>
          </p>
        )}
        <Watch
          href={streamer.twitchChannel}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('twitch.watchLabel', { name })}
        >
          {streamer.isOnline ? t('twitch.watch') : t('twitch.channel')}
        </Watch>
        <h3>{t('twitch.heroRecent')}</h3>
        {streamer.recentContent.length === 0 ? (
          <p>{t('twitch.noContent')}</p>
        ) : (
          <ul>
            {streamer.recentContent.map((item) => (
              <li key={`${item.type}-${item.id}`}>
                <Link to={`/${item.type}/custom/${item.id}`}>
                  {t(`twitch.${item.type}`)} : {item.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Body>
    </Hero>
  );
}
