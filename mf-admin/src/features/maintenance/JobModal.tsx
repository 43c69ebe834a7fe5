import { useEffect, useRef } from 'react';
import { Dialog, styled, useTranslation } from 'shared-ui';
import { coverageRows } from './coverage';

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

const Coverage = styled.table`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: 2px ${({ theme }) => theme.space.xs};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:nth-child(2),
  td:nth-child(3) {
    white-space: nowrap;
  }
  td:last-child {
    overflow-wrap: anywhere;
  }
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
  const coverage = coverageRows(lines);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <Status role="status">{status}</Status>
      {progress !== null && <Bar max={100} value={progress} aria-hidden="true" />}
      {coverage.length > 0 && (
        <Coverage>
          <caption>{t('maintenance.coverage.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('maintenance.coverage.category')}</th>
              <th scope="col">{t('maintenance.coverage.french')}</th>
              <th scope="col">%</th>
              <th scope="col">{t('maintenance.coverage.english')}</th>
            </tr>
          </thead>
          <tbody>
            {coverage.map((row) => (
              <tr key={row.category}>
                <td>{row.category}</td>
                <td>
                  {row.french} / {row.total}
                </td>
                <td>{row.share} %</td>
                <td>{row.english || '—'}</td>
              </tr>
            ))}
          </tbody>
        </Coverage>
      )}
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
