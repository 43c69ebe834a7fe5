import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; it also names the section for screen readers. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

const Root = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  box-shadow: 0 2px 10px rgb(0 0 0 / 0.5);

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function Card({ title, headingLevel = 2, children, ...rest }: CardProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null;
  return (
    <Root aria-labelledby={hasTitle ? titleId : undefined} {...rest}>
      {hasTitle && (
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
      )}
      {children}
    </Root>
  );
}
