import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { NavBar } from './NavBar';

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

export function Layout() {
  return (
    <>
      <NavBar />
      <Main id="contenu">
        <Outlet />
      </Main>
    </>
  );
}
