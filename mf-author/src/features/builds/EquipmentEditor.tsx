import { useMemo, useState } from 'react';
import { itemSlotSize } from 'item-text';
import { Button, Dialog, SLOT_BOXES, styled, theme, useTranslation } from 'shared-ui';
import { PasteArea, RemoveButton } from '../common/formParts';
import { useItemParser } from '../inserts/useItemParser';
import { ItemTooltip } from './ItemTooltip';
import { shownItemName } from '../inserts/itemName';
import { withoutKey, type FormEquipment } from './buildForm';
import { FORM_SLOTS, slotItem, slotName, slotText } from './slots';

export interface EquipmentEditorProps {
  equipment: FormEquipment;
  onChange(next: FormEquipment): void;
}

/** 16 columns by 10 rows; cells shrink with the screen down to what a phone can hold. */
const Grid = styled.div`
  --cell: min(44px, calc((100vw - 48px) / 16));
  display: grid;
  grid-template-columns: repeat(16, var(--cell));
  grid-template-rows: repeat(10, var(--cell));
  gap: 2px;
  margin: ${({ theme }) => theme.space.sm} 0;

  /* One tooltip at a time: while the pointer is over a slot, the focused slot's tip steps aside. */
  &:has(> div:hover) > div:not(:hover) > [role='tooltip'] {
    display: none;
  }
`;

const Slot = styled.div`
  position: relative;
  display: flex;

  &:hover > [role='tooltip'],
  &:focus-within > [role='tooltip'] {
    display: block;
  }
`;

const SlotButton = styled.button<{ $border: string; $filled: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  padding: 0;
  border: 1px ${({ $filled }) => ($filled ? 'solid' : 'dashed')} ${({ $border }) => $border};
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.625rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Loading = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One phase's equipment: click a slot to paste an item copied in the game. A recognised item
 * with an image is stored parsed and drawn at its item-class size; anything else is kept as the
 * raw text, which the dialog says as soon as the text is pasted (and the grid once it is saved).
 * A slot's × empties it.
 */
export function EquipmentEditor({ equipment, onChange }: EquipmentEditorProps) {
  const { t, i18n } = useTranslation('author');
  const [editing, setEditing] = useState<string | null>(null);
  const [text, setText] = useState('');
  // A text saved before the lists arrive would be stored raw: Enregistrer waits for them.
  const { parse, ready } = useItemParser(editing !== null);
  // The slot last saved with a text no item was recognised in, said beside the grid.
  const [keptAsText, setKeptAsText] = useState<string | null>(null);
  // Said while pasting, before saving: such a text is kept and read as plain text.
  const unrecognised = useMemo(() => {
    const trimmed = text.trim();
    return ready && trimmed !== '' && !parse(trimmed)?.image;
  }, [ready, text, parse]);

  const nameOf = (slot: string) => {
    const { key, n } = slotName(slot);
    return t(key as 'equipment.slots.helmet', { n });
  };

  const open = (slot: string) => {
    setText(slotText(equipment[slot]));
    setEditing(slot);
  };

  const save = () => {
    if (editing === null || !ready) return;
    const trimmed = text.trim();
    const item = trimmed === '' ? null : parse(trimmed);
    onChange(
      trimmed === ''
        ? withoutKey(equipment, editing)
        : { ...equipment, [editing]: item?.image ? { ...item, text: trimmed } : trimmed },
    );
    setKeptAsText(trimmed !== '' && !item?.image ? editing : null);
    setEditing(null);
  };

  const remove = (slot: string) => {
    if (slot === keptAsText) setKeptAsText(null);
    onChange(withoutKey(equipment, slot));
  };

  return (
    <>
      <Grid>
        {FORM_SLOTS.map((slot) => {
          const [x, y, w, h] = SLOT_BOXES[slot] ?? [0, 0, 1, 1];
          const value = equipment[slot];
          const item = slotItem(value);
          const size = item?.itemClass ? itemSlotSize(item.itemClass, item.base) : null;
          const border = item ? theme.rarity[item.rarity ?? 'normal'] : theme.colors.border;
          const name = nameOf(slot);
          return (
            <Slot
              key={slot}
              style={{ gridColumn: `${x + 1} / span ${w}`, gridRow: `${y + 1} / span ${h}` }}
            >
              <SlotButton
                type="button"
                $border={border}
                $filled={value !== undefined}
                title={name}
                aria-label={
                  value === undefined
                    ? t('equipment.empty', { slot: name })
                    : t('equipment.filled', {
                        slot: name,
                        name: (item && shownItemName(item, i18n.language)) ?? slotText(value),
                      })
                }
                onClick={() => open(slot)}
              >
                {item ? (
                  <img
                    src={item.image}
                    alt=""
                    style={
                      size
                        ? {
                            width: `calc(var(--cell) * ${Math.min(size.width, w)})`,
                            height: `calc(var(--cell) * ${Math.min(size.height, h)})`,
                          }
                        : undefined
                    }
                  />
                ) : value !== undefined ? (
                  'txt'
                ) : null}
              </SlotButton>
              {value !== undefined && (
                <RemoveButton
                  aria-label={t('equipment.remove', { slot: name })}
                  onClick={() => remove(slot)}
                >
                  ×
                </RemoveButton>
              )}
              {value !== undefined && <ItemTooltip value={value} />}
            </Slot>
          );
        })}
      </Grid>
      {keptAsText !== null && typeof equipment[keptAsText] === 'string' && (
        <Note role="status">{t('equipment.unrecognisedSlot', { slot: nameOf(keptAsText) })}</Note>
      )}
      <Dialog
        open={editing !== null}
        title={t('equipment.dialogTitle', { slot: editing ? nameOf(editing) : '' })}
        onClose={() => setEditing(null)}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
              {t('equipment.close')}
            </Button>
            {!ready && <Loading role="status">{t('states.loading')}</Loading>}
            <Button type="button" onClick={save} disabled={!ready}>
              {t('equipment.save')}
            </Button>
          </>
        }
      >
        <PasteArea
          value={text}
          aria-label={t('equipment.text')}
          placeholder={t('inserts.itemPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        {unrecognised && <Note role="status">{t('equipment.unrecognised')}</Note>}
      </Dialog>
    </>
  );
}
