import { styled, useTranslation } from 'shared-ui';
import type { QueueEntry } from './useImageInsertion';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  li > span:first-child {
    flex: 1 1 auto;
    overflow-wrap: anywhere;
    min-width: 0;
  }
  li > span:last-child {
    flex: 0 1 60%;
    text-align: end;
  }
  [data-state='done'] > span:last-child {
    color: ${({ theme }) => theme.colors.success};
  }
  [data-state='error'] > span:last-child {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** Each chosen file and where it stands: waiting, being processed, done, or failed and why. */
export function ImageQueue({ entries }: { entries: readonly QueueEntry[] }) {
  const { t } = useTranslation('author');
  if (entries.length === 0) return null;
  return (
    <List aria-label={t('images.queue.title')}>
      {entries.map((entry, index) => (
        <li key={`${entry.name}-${index}`} data-state={entry.state}>
          <span>{entry.name}</span>
          <span>
            {entry.state === 'error'
              ? t('images.queue.error', { message: entry.message ?? '' })
              : t(`images.queue.${entry.state}`)}
          </span>
        </li>
      ))}
    </List>
  );
}
