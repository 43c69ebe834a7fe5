import { formatItemText, LINE_COLOURS, type LineStyle } from 'item-text';
import { styled, theme, useTranslation } from 'shared-ui';
import type { SlotValue } from './buildForm';
import { shownItemName } from '../inserts/itemName';

const Tip = styled.div<{ $colour: string }>`
  display: none;
  position: absolute;
  z-index: 5;
  top: 100%;
  left: 0;
  min-width: min(300px, 80vw);
  max-width: min(400px, 90vw);
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ $colour }) => $colour};
  background: #0b0a09f2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  pointer-events: none;

  strong {
    display: block;
    color: ${({ $colour }) => $colour};
  }
`;

const Section = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin-top: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;

const Line = styled.div<{ $style: LineStyle }>`
  color: ${({ $style }) => LINE_COLOURS[$style]};
  font-style: ${({ $style }) => ($style === 'implicit' ? 'italic' : 'normal')};
`;

/**
 * The slot's item on hover or focus: its name, then the pasted text as the reading page shows
 * it (sections, separators and coloured lines), not the raw copy with its dashes.
 */
export function ItemTooltip({ value }: { value: SlotValue }) {
  const { i18n } = useTranslation('author');
  const item = typeof value === 'string' ? { text: value } : value;
  const name = typeof value === 'string' ? undefined : shownItemName(value, i18n.language);
  const colour = theme.rarity[item.rarity ?? 'normal'];
  return (
    <Tip role="tooltip" $colour={colour}>
      {name && <strong>{name}</strong>}
      {formatItemText(item.text ?? '').map((section, index) => (
        <Section key={index}>
          {section.map((line, row) => (
            <Line key={row} $style={line.style}>
              {line.text}
            </Line>
          ))}
        </Section>
      ))}
    </Tip>
  );
}
