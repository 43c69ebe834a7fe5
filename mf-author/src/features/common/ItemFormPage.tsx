import { Fragment, type ReactNode } from 'react';
import {
  CreatorGate,
  DetailStates,
  PageHeading,
  skipToken,
  styled,
  useParams,
  usePageMeta,
} from 'shared-ui';
import { SaveBar } from './formParts';
import { EditReviewNotice, type ReviewedItem } from './PublicationChoice';
import type { SaveState } from './useSaveFlow';

type Mode = 'create' | 'edit';

/** The id of /…/edit/{id} to load, or skipToken when creating or when the id is not a number. */
export function useEditedId(mode: Mode): number | typeof skipToken {
  const id = Number(useParams().id);
  return mode === 'edit' && Number.isInteger(id) ? id : skipToken;
}

interface ItemFormPageProps<Item extends { id: number }> {
  mode: Mode;
  title: string;
  /** What `useEditedId` gave, the item's query was asked with it. */
  itemId: number | typeof skipToken;
  loaded: { data?: Item; error?: unknown; isLoading: boolean };
  missingText: string;
  backTo: string;
  /** The form: of the loaded item when editing, empty when creating. */
  children: (item?: Item) => ReactNode;
}

/** The create and edit pages of a build or a guide: heading, creators only, the item loaded. */
export function ItemFormPage<Item extends { id: number }>({
  mode,
  title,
  itemId,
  loaded,
  missingText,
  backTo,
  children,
}: ItemFormPageProps<Item>) {
  usePageMeta(title);
  const { data } = loaded;
  return (
    <>
      <PageHeading title={title} />
      <CreatorGate>
        {mode === 'edit' ? (
          <DetailStates
            isLoading={loaded.isLoading}
            // An edit address whose id is not a number is missing, like an unknown id.
            error={itemId === skipToken ? { status: 404 } : loaded.error}
            missingText={missingText}
            backTo={backTo}
          >
            {/* Another item starts the form afresh. */}
            {data && <Fragment key={data.id}>{children(data)}</Fragment>}
          </DetailStates>
        ) : (
          children()
        )}
      </CreatorGate>
    </>
  );
}

const Form = styled.form<{ $maxWidth: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ $maxWidth }) => $maxWidth}px;
`;

interface ItemFormProps {
  item?: ReviewedItem;
  isAdmin: boolean;
  maxWidth: number;
  onSubmit: () => Promise<void>;
  /** What `useSaveFlow` says of the last save. */
  save: { state: SaveState; busy: boolean };
  label: string;
  savingLabel: string;
  children: ReactNode;
}

/** A build's or a guide's form: the notice of a reviewed edit, its fields, the save bar. */
export function ItemForm({
  item,
  isAdmin,
  maxWidth,
  onSubmit,
  save,
  label,
  savingLabel,
  children,
}: ItemFormProps) {
  return (
    <Form
      $maxWidth={maxWidth}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <EditReviewNotice item={item} isAdmin={isAdmin} />
      {children}
      <SaveBar state={save.state} busy={save.busy} label={label} savingLabel={savingLabel} />
    </Form>
  );
}
