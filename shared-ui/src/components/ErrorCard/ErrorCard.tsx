import { useTranslation } from '../../i18n/reactI18n';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export interface ErrorCardProps {
  /** Defaults to the unavailable-module title; a failed load passes `t('loadError.title')`. */
  title?: string;
  /** Defaults to the unavailable-module text; a failed load passes `t('loadError.message', { message })`. */
  message?: string;
  /** Shows a 'Réessayer' button when given. */
  onRetry?: () => void;
}

const Root = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Message = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: break-word;
`;

/** What a screen or a whole remote shows in its own area when it cannot load. */
export function ErrorCard({ title, message, onRetry }: ErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Root role="alert">
      <Title>{title ?? t('remoteError.title')}</Title>
      <Message>{message ?? t('remoteError.message')}</Message>
      {onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
    </Root>
  );
}
