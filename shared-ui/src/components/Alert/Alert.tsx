import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/reactI18n';
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons such as 'Renouveler' or 'Réessayer', shown under the message. */
  actions?: ReactNode;
  /** Shows a close button; the caller decides what closing means. */
  onClose?: () => void;
}

const tones = {
  info: { colour: 'info', surface: 'infoSurface' },
  success: { colour: 'success', surface: 'successSurface' },
  warning: { colour: 'warning', surface: 'warningSurface' },
  error: { colour: 'error', surface: 'errorSurface' },
} as const satisfies Record<
  AlertVariant,
  { colour: keyof DefaultTheme['colors']; surface: keyof DefaultTheme['colors'] }
>;

const Root = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $variant }) => theme.colors[tones[$variant].colour]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $variant }) => theme.colors[tones[$variant].surface]};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Close = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  margin: -${({ theme }) => theme.space.sm} -${({ theme }) => theme.space.sm} 0 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
`;

/**
 * A message banner. Errors and warnings interrupt screen readers (role="alert"); information
 * and successes wait their turn (role="status").
 */
export function Alert({ variant = 'info', title, children, actions, onClose }: AlertProps) {
  const { t } = useTranslation();
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Root role={urgent ? 'alert' : 'status'} $variant={variant}>
      <Body>
        {title !== undefined && title !== null && <Title>{title}</Title>}
        {children}
        {actions !== undefined && actions !== null && <Actions>{actions}</Actions>}
      </Body>
      {onClose && (
        <Close type="button" aria-label={t('actions.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Close>
      )}
    </Root>
  );
}
