import { useMemo } from 'react';
import { frenchBaseOf } from 'item-text';
import { RARITIES, type SlotItem, styled, theme, useTranslation } from 'shared-ui';
import { ItemText } from '../../items/ItemText';
import { useMagicBase } from '../../items/useMagicBases';
import { useUniqueNames } from '../useUniqueNames';
import { WikiLink } from '../../wiki/WikiLink';
import type { Insert } from './readInsert';
import { TooltipBox } from './TooltipBox';

type ItemInsert = Extract<Insert, { kind: 'item' }>;

const KNOWN_RARITIES: readonly string[] = RARITIES;

const rarityColour = (rarity: string) =>
  rarity in theme.rarity ? theme.rarity[rarity as keyof typeof theme.rarity] : theme.rarity.normal;

const Picture = styled.img`
  float: right;
  max-width: 64px;
  max-height: 64px;
  margin: 0 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

/**
 * An item's name in its rarity colour (a unique's French name in French), its base (in French
 * when its text comes from a French client) and the text
 * copied from the game. A magic item saved without its base gets the one found in its name, and
 * the picture of that base when the insert carries none.
 */
export function ItemTooltip({
  id,
  anchor,
  item,
}: {
  id: string;
  anchor: Element;
  item: ItemInsert;
}) {
  const { t, i18n } = useTranslation('reader');
  const saved = useMemo<SlotItem>(
    () => ({
      name: item.name,
      base: item.base,
      image: item.image,
      rarity: KNOWN_RARITIES.includes(item.rarity)
        ? (item.rarity as SlotItem['rarity'])
        : undefined,
    }),
    [item],
  );
  const completed = useMagicBase(saved);
  const nameOf = useUniqueNames(useMemo(() => [item], [item]));
  // A French reader reads the base as the French client printed it, when it did.
  const base = (i18n.language === 'fr' && frenchBaseOf(item.text)) || completed.base;
  const picture = !item.image && base ? completed.image : undefined;
  return (
    <TooltipBox id={id} anchor={anchor} minWidth={300} accent={rarityColour(item.rarity)}>
      {picture && <Picture src={picture} alt="" />}
      <h3>{nameOf(item)}</h3>
      {base && base !== item.name && <p>{t('inserts.base', { base })}</p>}
      {item.text && <ItemText text={item.text} />}
      {/* Only a unique has a wiki page of its own; other items are named by their affixes. */}
      {item.rarity === 'unique' && <WikiLink name={item.name} />}
    </TooltipBox>
  );
}
