import { useMemo } from 'react';
import { gemColour, useTranslation } from 'shared-ui';
import { gemTagLabel } from 'shared-ui/gemTags';
import { useGetCatalogueGemsQuery, type CatalogueGem } from '../../authorApi';
import { CataloguePicker } from './CataloguePicker';

export interface GemPickerProps {
  open: boolean;
  onClose(): void;
  onPick(gem: CatalogueGem): void;
}

/** 'Insérer une gemme': the catalogue's gems with their icons, filtered by name. */
export function GemPicker({ open, onClose, onPick }: GemPickerProps) {
  const { t, i18n } = useTranslation('author');
  const { data, error, isLoading } = useGetCatalogueGemsQuery(i18n.language, { skip: !open });
  const sections = useMemo(() => [{ key: 'gems', entries: data?.gems ?? [] }], [data]);

  return (
    <CataloguePicker
      open={open}
      onClose={onClose}
      onPick={onPick}
      title={t('inserts.gemTitle')}
      loaded={data !== undefined}
      isLoading={isLoading}
      error={error}
      sections={sections}
      buttonLook={(gem) => ({
        $colour: gemColour(gem.colour),
        title: gem.tags.map((tag) => gemTagLabel(tag, i18n.language)).join(', '),
      })}
    />
  );
}
