import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'shared-ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

interface Props {
  editTo: string;
  confirmText: string;
  onDelete: () => void;
  deleting: boolean;
}

/** Edit (pencil) and delete (×), asking for confirmation before deleting. */
export function ManageButtons({ editTo, confirmText, onDelete, deleting }: Props) {
  const { t } = useTranslation('reader');
  return (
    <Row>
      <Button
        as={Link}
        to={editTo}
        variant="secondary"
        size="sm"
        aria-label={t('detail.edit')}
        title={t('detail.edit')}
      >
        ✎
      </Button>
      <Button
        variant="danger"
        size="sm"
        aria-label={t('detail.delete')}
        title={t('detail.delete')}
        disabled={deleting}
        onClick={() => {
          if (window.confirm(confirmText)) onDelete();
        }}
      >
        ×
      </Button>
    </Row>
  );
}
