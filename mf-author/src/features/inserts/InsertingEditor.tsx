import { useRef, useState } from 'react';
import { Button, styled, useTranslation } from 'shared-ui';
import type { CatalogueCurrency, CatalogueGem } from '../../authorApi';
import { RichEditor, type RichEditorHandle } from '../../editor';
import { ImageDialog, OptimisationSummary, type OptimisedImage } from '../../images';
import { CurrencyPicker } from './CurrencyPicker';
import { GemPicker } from './GemPicker';
import { ItemInsertDialog } from './ItemInsertDialog';
import type { ParsedItem } from './useItemParser';

export interface InsertingEditorProps {
  label: string;
  value: string;
  onChange(html: string): void;
  /** A new key reloads `value` into the editor (after an edit screen has loaded). */
  resetKey?: string | number;
  /** The guide form also inserts images; build phases insert gems, currency and items only. */
  withImages?: boolean;
  maxHeight?: number;
}

type Picker = 'gem' | 'currency' | 'item' | 'image' | null;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const gemInsert = (gem: CatalogueGem) => ({
  name: gem.name,
  icon: gem.icon,
  tags: gem.tags,
  couleur: gem.colour,
  description: gem.description,
  levelRequired: gem.levelRequired ?? 1,
});

const currencyInsert = (currency: CatalogueCurrency) => ({
  name: currency.name,
  icon: currency.icon,
  type: currency.type,
  description: currency.description,
});

const itemInsert = (item: ParsedItem & { text: string }) => ({
  name: item.name,
  base: item.base,
  image: item.image,
  itemClass: item.itemClass,
  rarity: item.rarity,
  text: item.text,
});

/**
 * The rich-text editor with the buttons and dialogs that insert game content into it; with
 * images, also the summary of the pictures optimised while on the form.
 */
export function InsertingEditor({
  label,
  value,
  onChange,
  resetKey,
  withImages = false,
  maxHeight,
}: InsertingEditorProps) {
  const { t } = useTranslation('author');
  const editor = useRef<RichEditorHandle>(null);
  const [picker, setPicker] = useState<Picker>(null);
  const [optimised, setOptimised] = useState<OptimisedImage[]>([]);
  const close = () => setPicker(null);

  return (
    <div>
      <Toolbar role="group" aria-label={t('toolbar.label')}>
        <Button type="button" size="sm" variant="secondary" onClick={() => setPicker('gem')}>
          {t('toolbar.gem')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setPicker('currency')}>
          {t('toolbar.currency')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setPicker('item')}>
          {t('toolbar.item')}
        </Button>
        {withImages && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setPicker('image')}>
            {t('toolbar.image')}
          </Button>
        )}
      </Toolbar>
      {withImages && <OptimisationSummary results={optimised} />}
      <RichEditor
        ref={editor}
        label={label}
        value={value}
        onChange={onChange}
        resetKey={resetKey}
        maxHeight={maxHeight}
        onRequestImage={withImages ? () => setPicker('image') : undefined}
      />
      <GemPicker
        open={picker === 'gem'}
        onClose={close}
        onPick={(gem) => {
          close();
          editor.current?.insertGem(gemInsert(gem));
        }}
      />
      <CurrencyPicker
        open={picker === 'currency'}
        onClose={close}
        onPick={(currency) => {
          close();
          editor.current?.insertCurrency(currencyInsert(currency));
        }}
      />
      <ItemInsertDialog
        open={picker === 'item'}
        onClose={close}
        onInsert={(item) => editor.current?.insertItem(itemInsert(item))}
      />
      {withImages && (
        <ImageDialog
          open={picker === 'image'}
          onClose={close}
          onInsert={(image) => editor.current?.insertImage(image)}
          onOptimised={(result) => setOptimised((results) => [...results, result])}
        />
      )}
    </div>
  );
}
