import { styled } from 'shared-ui';
import { formatItemText, LINE_COLOURS, type LineStyle } from 'item-text';

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

/** Item text copied from the game, shown as the game shows it (see formatItemText). */
export function ItemText({ text }: { text: string }) {
  return formatItemText(text).map((section, index) => (
    <Section key={index}>
      {section.map((line, row) => (
        <Line key={row} $style={line.style}>
          {line.text}
        </Line>
      ))}
    </Section>
  ));
}
