import { Alert, styled, useTranslation } from 'shared-ui';
import type { ReviewStatus } from 'shared-ui';
import { Check } from './formParts';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

/**
 * Where a non-admin's form starts: an item already public or waiting stays asked for
 * publication; anything else (new, draft, refused) is saved as a draft unless they choose.
 */
export const wantsPublication = (item?: {
  is_public?: boolean;
  review_status?: ReviewStatus | null;
}): boolean => item?.is_public === true || item?.review_status === 'pending';

/**
 * The save button's wording and confirmation for a non-admin's choice; for an item already
 * published, asking to keep it public submits the edit, which waits for an admin.
 */
export const choiceWording = (submit: boolean, published = false) => {
  if (!submit) return { label: 'publication.draft', done: 'publication.savedDraft' } as const;
  return published
    ? ({ label: 'publication.submitEdit', done: 'publication.savedEdit' } as const)
    : ({ label: 'publication.submit', done: 'publication.savedSubmitted' } as const);
};

export interface ReviewedItem {
  is_public?: boolean;
  pending_edit?: { status: 'pending' | 'refused'; submitted_at: string };
}

/**
 * Over the form of a published item: the owner's edit waiting (or refused) and shown here, or,
 * before any, that a saved edit will wait for an admin while readers keep the approved version.
 * An admin's edit is published at once: nothing to say then but a waiting edit they see.
 */
export function EditReviewNotice({ item, isAdmin }: { item?: ReviewedItem; isAdmin: boolean }) {
  const { t } = useTranslation('author');
  const status = item?.pending_edit?.status;
  if (status !== undefined) {
    const pending = status === 'pending';
    const key = isAdmin
      ? pending
        ? 'publication.adminEditPending'
        : 'publication.adminEditRefused'
      : pending
        ? 'publication.editPending'
        : 'publication.editRefused';
    return (
      <Alert variant={pending ? 'warning' : 'error'}>
        <span role="status">{t(key)}</span>
      </Alert>
    );
  }
  if (isAdmin || item?.is_public !== true) return null;
  return <Alert variant="info">{t('publication.editReviewed')}</Alert>;
}

interface Props {
  submit: boolean;
  onChange: (submit: boolean) => void;
}

/**
 * A creator's choice between keeping their private draft and asking an admin to publish it;
 * only the second puts the item in the moderation queue (the server decides the same from
 * `is_public`).
 */
export function PublicationChoice({ submit, onChange }: Props) {
  const { t } = useTranslation('author');
  return (
    <Group>
      <legend>{t('publication.legend')}</legend>
      <Check>
        <input type="radio" checked={!submit} onChange={() => onChange(false)} />
        {t('publication.draft')}
      </Check>
      <Check>
        <input type="radio" checked={submit} onChange={() => onChange(true)} />
        {t('publication.submit')}
      </Check>
    </Group>
  );
}

interface PublicFieldProps {
  isAdmin: boolean;
  value: boolean;
  onChange: (value: boolean) => void;
  /** The admin's checkbox label, which differs between a build and a guide. */
  adminLabel: string;
}

/** An admin's Public checkbox publishes at once; anyone else chooses between draft and submission. */
export function PublicField({ isAdmin, value, onChange, adminLabel }: PublicFieldProps) {
  if (!isAdmin) return <PublicationChoice submit={value} onChange={onChange} />;
  return (
    <Check>
      <input type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} />
      {adminLabel}
    </Check>
  );
}
