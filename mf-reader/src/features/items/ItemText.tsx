import { styled } from 'shared-ui';
import { formatItemText, type LineStyle } from 'item-text';

const colours: Record<LineStyle, string> = {
  plain: '#c8c8c8',
  implicit: '#8888ff',
  str: '#e24a4a',
  dex: '#4ae24a',
  int: '#4a90e2',
  fire: '#ff6a3d',
  cold: '#5ec8ff',
  lightning: '#ffd84a',
};

const Section = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin-top: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;

const Line = styled.div<{ $style: LineStyle }>`
  color: ${({ $style }) => colours[$style]};
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
