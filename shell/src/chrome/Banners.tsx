import styled from 'styled-components';
import { SessionBanner } from '../session/SessionBanner';
import { ConnectivityBanner } from './ConnectivityBanner';

/** Banners float at the top right on wide screens and span the width on phones. */
const TopRight = styled.div`
  position: fixed;
  z-index: 20;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }

  ${({ theme }) => theme.media.tablet} {
    left: auto;
    width: 380px;
  }
`;

export function Banners() {
  return (
    <TopRight>
      <ConnectivityBanner />
      <SessionBanner />
    </TopRight>
  );
}
