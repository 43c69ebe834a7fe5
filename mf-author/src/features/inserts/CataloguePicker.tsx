import { Fragment, useMemo } from 'react';
import { Dialog, errorMessage, Loading, styled, useTranslation } from 'shared-ui';
import { filterByName } from './filterByName';
import { FilterInput, PickerButton, PickerGrid } from './PickerGrid';
import { useOpenFilter } from './useOpenFilter';

/** What a picker shows of a catalogue entry: its icon and its name in the reader's language. */
export interface Pickable {
  name: string;
  displayName: string;
  icon?: string;
}

/** A group of entries; a labelled one is drawn under its heading with its count. */
export interface PickerSection<T> {
  key: string;
  label?: string;
  entries: readonly T[];
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

interface Props<T extends Pickable> {
  open: boolean;
  onClose(): void;
  onPick(entry: T): void;
  title: string;
  /** Whether the catalogue has arrived, so an empty result says 'Aucun résultat.'. */
  loaded: boolean;
  isLoading: boolean;
  error: unknown;
  sections: readonly PickerSection<T>[];
  /** A gem's border colour and tags; nothing for a currency. */
  buttonLook?: (entry: T) => { $colour?: string; title?: string };
}

/**
 * The icon grid of an insert dialog, filtered by name (French or English, accents ignored):
 * labelled sections the filter empties are left out, an unlabelled list always stands.
 */
export function CataloguePicker<T extends Pickable>({
  open,
  onClose,
  onPick,
  title,
  loaded,
  isLoading,
  error,
  sections,
  buttonLook,
}: Props<T>) {
  const { t } = useTranslation('author');
  const [filter, setFilter] = useOpenFilter(open);
  const shown = useMemo(
    () =>
      sections
        .map((section) => ({ ...section, shown: filterByName(section.entries, filter) }))
        .filter((section) => section.label === undefined || section.shown.length > 0),
    [sections, filter],
  );

  const grid = (entries: readonly T[]) => (
    <PickerGrid>
      {entries.map((entry) => (
        <li key={entry.name}>
          <PickerButton type="button" {...buttonLook?.(entry)} onClick={() => onPick(entry)}>
            <img src={entry.icon} alt="" width={40} height={40} loading="lazy" />
            {entry.displayName}
          </PickerButton>
        </li>
      ))}
    </PickerGrid>
  );

  return (
    <Dialog open={open} title={title} onClose={onClose} maxWidth={760}>
      <FilterInput
        type="search"
        value={filter}
        placeholder={t('inserts.filter')}
        aria-label={t('inserts.filter')}
        onChange={(event) => setFilter(event.target.value)}
      />
      {isLoading && <Loading />}
      {Boolean(error) && (
        <p role="alert">{t('inserts.loadError', { message: errorMessage(error) })}</p>
      )}
      {loaded && shown.every((section) => section.shown.length === 0) && (
        <p>{t('inserts.noMatch')}</p>
      )}
      {shown.map((section) =>
        section.label === undefined ? (
          <Fragment key={section.key}>{grid(section.shown)}</Fragment>
        ) : (
          <Section key={section.key} aria-label={section.label}>
            <h3>
              {section.label} ({section.shown.length})
            </h3>
            {grid(section.shown)}
          </Section>
        ),
      )}
    </Dialog>
  );
}
