import { useMemo } from 'react';
import { useTranslation } from 'shared-ui';
import { useGetCatalogueCurrenciesQuery, type CatalogueCurrency } from '../../authorApi';
import { CataloguePicker } from './CataloguePicker';

export interface CurrencyPickerProps {
  open: boolean;
  onClose(): void;
  onPick(currency: CatalogueCurrency): void;
}

/**
 * 'Insérer une monnaie': sections Currency, Fragment, Scarab, Essence and Fossil in that order
 * (the server sorts them, with the 23 base currencies first), each with its count.
 */
export function CurrencyPicker({ open, onClose, onPick }: CurrencyPickerProps) {
  const { t, i18n } = useTranslation('author');
  const { data, error, isLoading } = useGetCatalogueCurrenciesQuery(i18n.language, {
    skip: !open,
  });
  const sections = useMemo(
    () =>
      (data?.sections ?? []).map((section) => ({
        key: section.type,
        label: t(`inserts.sections.${section.type}`),
        entries: section.currencies,
      })),
    [data, t],
  );

  return (
    <CataloguePicker
      open={open}
      onClose={onClose}
      onPick={onPick}
      title={t('inserts.currencyTitle')}
      loaded={data !== undefined}
      isLoading={isLoading}
      error={error}
      sections={sections}
    />
  );
}
