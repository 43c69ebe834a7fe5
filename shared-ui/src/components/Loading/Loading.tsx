import { useTranslation } from '../../i18n/reactI18n';
import styled, { keyframes } from 'styled-components';

export interface LoadingProps {
  /** Replaces the default 'Chargement...' (or 'Loading...' in English). */
  label?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spinner = styled.span`
  width: 1.25em;
  height: 1.25em;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Loading({ label }: LoadingProps) {
  const { t } = useTranslation();
  return (
    <Root role="status">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </Root>
  );
}
