import { Outlet, styled } from 'shared-ui';
import { SignInReturnAlert } from '../auth/SignInReturnAlert';
import { useRefreshSessionOnStart } from '../session/useRefreshSessionOnStart';
import { Banners } from './Banners';
import { NavBar } from './NavBar';

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

export function Layout() {
  useRefreshSessionOnStart();
  return (
    <>
      <NavBar />
      <Banners />
      <Main id="contenu">
        <SignInReturnAlert />
        <Outlet />
      </Main>
    </>
  );
}
