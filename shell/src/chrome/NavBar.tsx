import {
  canAuthor,
  canSeeAdmin,
  NavLink,
  styled,
  useCurrentUser,
  useGetSiteQuery,
  useTranslation,
} from 'shared-ui';
import { AccountActions } from './AccountActions';
import { LanguageToggle } from './LanguageToggle';

// On a phone the bar scrolls away with the page, leaving the whole screen to the build being
// read; from tablets up it stays at the top.
const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.tablet} {
    position: sticky;
    top: 0;
    z-index: 10;
  }
`;

const Inner = styled.nav`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** The site's name, as the page title gives it, leading home. */
const SiteName = styled(NavLink)`
  order: 0;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: bold;
  text-decoration: none;
  white-space: nowrap;
`;

// On a phone: the site's name and the account actions first, then the links on rows of their
// own, wrapping so that every link of every role stays on the screen; from tablets up, one line.
const Links = styled.ul`
  display: flex;
  order: 2;
  flex: 1 0 100%;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.tablet} {
    order: 0;
    flex: 1;
    flex-wrap: wrap;
  }
`;

const Item = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  min-height: 44px;
  line-height: 28px;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  text-decoration: none;
  border-bottom: 2px solid transparent;
  &.active {
    color: ${({ theme }) => theme.colors.accent};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

const Actions = styled.div`
  order: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const links = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/guide', key: 'nav.guide', end: false },
  { to: '/build', key: 'nav.build', end: false },
  { to: '/twitch', key: 'nav.twitch', end: false },
] as const;
const adminLink = { to: '/admin', key: 'nav.admin', end: false } as const;
/** Signed-in readers find what they marked ('Mes favoris', in the reader remote). */
const favouritesLink = { to: '/favoris', key: 'nav.favourites', end: false } as const;
/** Authors find their own builds and guides and their review state (reader remote too). */
const myContentLink = { to: '/mes-contenus', key: 'nav.myContent', end: false } as const;

export function NavBar() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const streamer = useGetSiteQuery().data?.streamer.login;
  const readerLinks = user ? [...links, favouritesLink] : links;
  const signedInLinks =
    user && canAuthor(user.role) ? [...readerLinks, myContentLink] : readerLinks;
  const visible = canSeeAdmin(user, streamer) ? [...signedInLinks, adminLink] : signedInLinks;
  return (
    <Bar>
      <Inner aria-label={t('nav.label')}>
        <SiteName to="/" end data-testid="site-name">
          {t('nav.siteName')}
        </SiteName>
        <Links>
          {visible.map((link) => (
            <li key={link.to}>
              <Item to={link.to} end={link.end}>
                {t(link.key)}
              </Item>
            </li>
          ))}
        </Links>
        <Actions>
          <AccountActions />
          <LanguageToggle />
        </Actions>
      </Inner>
    </Bar>
  );
}
