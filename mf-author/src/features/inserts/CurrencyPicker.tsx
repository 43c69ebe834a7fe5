import { useMemo } from 'react';
import { Dialog, errorMessage, Loading, styled, useTranslation } from 'shared-ui';
import { useGetCatalogueCurrenciesQuery, type CatalogueCurrency } from '../../authorApi';
import { filterByName } from './filterByName';
import { FilterInput, PickerButton, PickerGrid } from './PickerGrid';
import { useOpenFilter } from './useOpenFilter';

export interface CurrencyPickerProps {
  open: boolean;
  onClose(): void;
  onPick(currency: CatalogueCurrency): void;
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * 'Insérer une monnaie': sections Currency, Fragment, Scarab, Essence and Fossil in that order
 * (the server sorts them, with the 23 base currencies first), each with its count.
 */
export function CurrencyPicker({ open, onClose, onPick }: CurrencyPickerProps) {
  const { t, i18n } = useTranslation('author');
  const { data, error, isLoading } = useGetCatalogueCurrenciesQuery(i18n.language, {
    skip: !open,
  });
  const [filter, setFilter] = useOpenFilter(open);
  const sections = useMemo(
    () =>
      (data?.sections ?? [])
        .map((section) => ({ ...section, shown: filterByName(section.currencies, filter) }))
        .filter((section) => section.shown.length > 0),
    [data, filter],
  );

  return (
    <Dialog open={open} title={t('inserts.currencyTitle')} onClose={onClose} maxWidth={760}>
      <FilterInput
        type="search"
        value={filter}
        placeholder={t('inserts.filter')}
        aria-label={t('inserts.filter')}
        onChange={(event) => setFilter(event.target.value)}
      />
      {isLoading && <Loading />}
      {error && <p role="alert">{t('inserts.loadError', { message: errorMessage(error) })}</p>}
      {data && sections.length === 0 && <p>{t('inserts.noMatch')}</p>}
      {sections.map((section) => (
        <Section key={section.type} aria-label={t(`inserts.sections.${section.type}`)}>
          <h3>
            {t(`inserts.sections.${section.type}`)} ({section.shown.length})
          </h3>
          <PickerGrid>
            {section.shown.map((currency) => (
              <li key={currency.name}>
                <PickerButton type="button" onClick={() => onPick(currency)}>
                  <img src={currency.icon} alt="" width={40} height={40} loading="lazy" />
                  {currency.displayName}
                </PickerButton>
              </li>
            ))}
          </PickerGrid>
        </Section>
      ))}
    </Dialog>
  );
}
