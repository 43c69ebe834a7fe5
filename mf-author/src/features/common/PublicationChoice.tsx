import { styled, useTranslation } from 'shared-ui';
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

/** The save button's wording and confirmation for a non-admin's choice. */
export const choiceWording = (submit: boolean) =>
  submit
    ? ({ label: 'publication.submit', done: 'publication.savedSubmitted' } as const)
    : ({ label: 'publication.draft', done: 'publication.savedDraft' } as const);

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
