import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/reactI18n';
import styled from 'styled-components';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the body (Annuler, Insérer...). */
  footer?: ReactNode;
  /** Widest the box grows on large screens, in px; it always fits a 390 px phone. */
  maxWidth?: number;
}

const Box = styled.dialog<{ $maxWidth: number }>`
  width: min(${({ $maxWidth }) => $maxWidth}px, calc(100vw - 16px));
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.7);

  &::backdrop {
    background: rgb(0 0 0 / 0.7);
  }

  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Body = styled.div`
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A modal box on the native `<dialog>`: the browser traps focus, Escape closes it and focus
 * returns to the opener. A click on the backdrop (the dialog element itself, outside the box's
 * content) closes it too, as the spec's dialogs do.
 */
export function Dialog({ open, title, onClose, children, footer, maxWidth = 640 }: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute keeps the content visible to tests there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <Box
      ref={ref}
      $maxWidth={maxWidth}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <Close type="button" aria-label={t('actions.close')} onClick={onClose}>
              ×
            </Close>
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </>
      )}
    </Box>
  );
}
