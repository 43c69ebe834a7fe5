import { useState } from 'react';
import { Alert, Button, errorMessage, Link, styled, useNavigate, useTranslation } from 'shared-ui';

const Row = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space.sm};
`;

interface Props {
  editTo: string;
  confirmText: string;
  /** Deletes the item; the list is shown after, or the failure in an announced message. */
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  listPath: string;
  failureText: (message: string) => string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-shrink: 0;
  max-width: 100%;
`;

/**
 * Edit (pencil) and delete (×), asking for confirmation before deleting. A failed delete is
 * said next to the buttons (role="alert"), not in a browser dialog that blocks the page.
 */
export function ManageButtons({
  editTo,
  confirmText,
  onDelete,
  deleting,
  listPath,
  failureText,
}: Props) {
  const { t } = useTranslation('reader');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setFailure(null);
    try {
      await onDelete();
      navigate(listPath);
    } catch (error) {
      setFailure(failureText(errorMessage(error)));
    }
  };
  return (
    <Wrap>
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
            if (window.confirm(confirmText)) void remove();
          }}
        >
          ×
        </Button>
      </Row>
      {failure !== null && (
        <Alert variant="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </Wrap>
  );
}
