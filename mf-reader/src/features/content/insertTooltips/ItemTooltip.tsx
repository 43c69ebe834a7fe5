import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import { ItemText } from '../../items/ItemText';
import type { Insert } from './readInsert';
import { TooltipBox } from './TooltipBox';

type ItemInsert = Extract<Insert, { kind: 'item' }>;

const rarityColour = (rarity: string) =>
  rarity in theme.rarity ? theme.rarity[rarity as keyof typeof theme.rarity] : theme.rarity.normal;

/** An item's name in its rarity colour, its base and the text copied from the game. */
export function ItemTooltip({
  id,
  anchor,
  item,
}: {
  id: string;
  anchor: Element;
  item: ItemInsert;
}) {
  const { t } = useTranslation('reader');
  return (
    <TooltipBox id={id} anchor={anchor} minWidth={300} accent={rarityColour(item.rarity)}>
      <h3>{item.name}</h3>
      {item.base && item.base !== item.name && <p>{t('inserts.base', { base: item.base })}</p>}
      {item.text && <ItemText text={item.text} />}
    </TooltipBox>
  );
}
