import { Button, styled, useTranslation } from 'shared-ui';
import { pageWindow } from './pageWindow';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The list's title, so that each pagination has its own accessible name. */
  title: string;
}

/** Précédent, up to five page numbers around the current one, Suivant. */
export function PageNumbers({ page, totalPages, onPage, title }: Props) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <Bar aria-label={t('pagination.label', { title })}>
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      {pageWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          variant={n === page ? 'primary' : 'secondary'}
          size="sm"
          aria-label={t('pagination.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </Button>
    </Bar>
  );
}
