import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
}

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.02em;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page's one h1, with an optional line under it. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <Header>
      <Title>{title}</Title>
      {subtitle !== undefined && subtitle !== null && <Subtitle>{subtitle}</Subtitle>}
    </Header>
  );
}
