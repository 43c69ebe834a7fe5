import { styled } from 'shared-ui';
import { SessionBanner } from '../session/SessionBanner';
import { ConnectivityBanner } from './ConnectivityBanner';

/**
 * Banners sit in the page's flow right under the navigation, as wide as the content: floating
 * over the top of the page, they covered Déconnexion, the badge and the language flag.
 */
const Stack = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  &:empty {
    display: none;
  }
`;

export function Banners() {
  return (
    <Stack>
      <ConnectivityBanner />
      <SessionBanner />
    </Stack>
  );
}
