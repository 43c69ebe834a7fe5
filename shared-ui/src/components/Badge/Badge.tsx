import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export type BadgeVariant = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

const colourKey = {
  neutral: 'text',
  accent: 'accent',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
} as const;

const Root = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, $variant }) => theme.colors[colourKey[$variant]]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
`;

/** A short label such as 'Abonné' or a role; colour never carries the meaning alone. */
export function Badge({ variant = 'neutral', ...rest }: BadgeProps) {
  return <Root $variant={variant} {...rest} />;
}
