import { useMemo } from 'react';
import { Dialog, errorMessage, gemColour, Loading, useTranslation } from 'shared-ui';
import { gemTagLabel } from 'shared-ui/gemTags';
import { useGetCatalogueGemsQuery, type CatalogueGem } from '../../authorApi';
import { filterByName } from './filterByName';
import { FilterInput, PickerButton, PickerGrid } from './PickerGrid';
import { useOpenFilter } from './useOpenFilter';

export interface GemPickerProps {
  open: boolean;
  onClose(): void;
  onPick(gem: CatalogueGem): void;
}

/** 'Insérer une gemme': the catalogue's gems with their icons, filtered by name. */
export function GemPicker({ open, onClose, onPick }: GemPickerProps) {
  const { t, i18n } = useTranslation('author');
  const { data, error, isLoading } = useGetCatalogueGemsQuery(i18n.language, { skip: !open });
  const [filter, setFilter] = useOpenFilter(open);
  const gems = useMemo(() => filterByName(data?.gems ?? [], filter), [data, filter]);

  return (
    <Dialog open={open} title={t('inserts.gemTitle')} onClose={onClose} maxWidth={760}>
      <FilterInput
        type="search"
        value={filter}
        placeholder={t('inserts.filter')}
        aria-label={t('inserts.filter')}
        onChange={(event) => setFilter(event.target.value)}
      />
      {isLoading && <Loading />}
      {error && <p role="alert">{t('inserts.loadError', { message: errorMessage(error) })}</p>}
      {data && gems.length === 0 && <p>{t('inserts.noMatch')}</p>}
      <PickerGrid>
        {gems.map((gem) => (
          <li key={gem.name}>
            <PickerButton
              type="button"
              $colour={gemColour(gem.colour)}
              title={gem.tags.map((tag) => gemTagLabel(tag, i18n.language)).join(', ')}
              onClick={() => onPick(gem)}
            >
              <img src={gem.icon} alt="" width={40} height={40} loading="lazy" />
              {gem.displayName}
            </PickerButton>
          </li>
        ))}
      </PickerGrid>
    </Dialog>
  );
}
