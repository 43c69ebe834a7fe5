import { useMemo } from 'react';
import { Button, Dialog, styled, useTranslation } from 'shared-ui';
import { PasteArea } from '../common/formParts';
import { shownItemName } from './itemName';
import { useItemParser, type ParsedItem } from './useItemParser';
import { useOpenFilter } from './useOpenFilter';

export interface ItemInsertDialogProps {
  open: boolean;
  onClose(): void;
  /** Called only with an item the parser recognised (name, base and image); the text is kept whole. */
  onInsert(item: ParsedItem & { text: string }): void;
}

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * 'Insérer un objet': text copied in the game with Ctrl+C becomes an item insert. Blank text, or
 * text in which the parser finds no name, base or image, inserts nothing (the spec's rule); the
 * dialog says so instead of closing silently.
 */
export function ItemInsertDialog({ open, onClose, onInsert }: ItemInsertDialogProps) {
  const { t, i18n } = useTranslation('author');
  const { parse, ready } = useItemParser(open);
  const [text, setText] = useOpenFilter(open);
  const item = useMemo(() => (text.trim() === '' ? null : parse(text)), [parse, text]);
  const recognised = item !== null && item.name !== '' && item.base !== '' && item.image !== '';

  const insert = () => {
    if (!recognised || !ready) return;
    onInsert({ ...item, text: text.trim() });
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={t('inserts.itemTitle')}
      onClose={onClose}
      footer={
        <Button type="button" onClick={insert} disabled={!recognised || !ready}>
          {t('inserts.itemInsert')}
        </Button>
      }
    >
      <PasteArea
        value={text}
        aria-label={t('inserts.itemText')}
        placeholder={t('inserts.itemPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <Hint aria-live="polite">
        {text.trim() === ''
          ? t('inserts.itemHint')
          : !ready
            ? t('states.loading')
            : recognised
              ? t('inserts.itemRecognised', {
                  name: shownItemName({ name: item.name, text }, i18n.language),
                  base: item.base,
                })
              : t('inserts.itemUnknown')}
      </Hint>
    </Dialog>
  );
}
