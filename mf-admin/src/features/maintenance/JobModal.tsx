import { useEffect, useRef } from 'react';
import { Dialog, styled, useTranslation } from 'shared-ui';

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

const Bar = styled.progress`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.sm};
  accent-color: ${({ theme }) => theme.colors.accent};
`;

const Log = styled.ol`
  max-height: 50dvh;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

interface Props {
  open: boolean;
  title: string;
  /** The status line, already in words. */
  status: string;
  progress: number | null;
  lines: string[];
  onClose: () => void;
}

/** The progress modal: the status line, a progress bar while running, and the log lines live. */
export function JobModal({ open, title, status, progress, lines, onClose }: Props) {
  const { t } = useTranslation('admin');
  const log = useRef<HTMLOListElement>(null);
  // Follow the newest line, as a terminal does.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lines.length]);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <Status role="status">{status}</Status>
      {progress !== null && <Bar max={100} value={progress} aria-hidden="true" />}
      <Log ref={log} aria-label={t('maintenance.logs')}>
        {lines.length === 0 ? (
          <li>{t('maintenance.noLogs')}</li>
        ) : (
          lines.map((line, i) => <li key={i}>{line}</li>)
        )}
      </Log>
    </Dialog>
  );
}
