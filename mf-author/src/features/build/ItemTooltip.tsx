import styled from 'styled-components';
import { theme } from 'shared-ui';
import type { SlotValue } from './buildForm';

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
  white-space: pre-line;
  pointer-events: none;

  strong {
    display: block;
    color: ${({ $colour }) => $colour};
  }
`;

/** The slot's item on hover or focus: its name, base and the text pasted from the game. */
export function ItemTooltip({ value }: { value: SlotValue }) {
  const item = typeof value === 'string' ? { text: value } : value;
  const colour = theme.rarity[item.rarity ?? 'normal'];
  return (
    <Tip role="tooltip" $colour={colour}>
      {item.name && <strong>{item.name}</strong>}
      {item.text}
    </Tip>
  );
}
