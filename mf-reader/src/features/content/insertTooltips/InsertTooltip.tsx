import { CurrencyTooltip } from './CurrencyTooltip';
import { GemTooltip } from './GemTooltip';
import { ItemTooltip } from './ItemTooltip';
import type { Insert } from './readInsert';

export interface InsertTooltipProps {
  id: string;
  anchor: Element;
  insert: Insert;
}

/** The tooltip of one rich-content insert: gem, currency or item. */
export function InsertTooltip({ id, anchor, insert }: InsertTooltipProps) {
  switch (insert.kind) {
    case 'gem':
      return <GemTooltip id={id} anchor={anchor} gem={insert} />;
    case 'currency':
      return <CurrencyTooltip id={id} anchor={anchor} currency={insert} />;
    case 'item':
      return <ItemTooltip id={id} anchor={anchor} item={insert} />;
  }
}
