import { gemColour, styled, useTranslation } from 'shared-ui';
import { isLinkedToNext } from 'item-text';
import { RemoveButton } from '../common/formParts';
import type { FormGem } from './buildForm';
import { socketGrid } from './socketGrid';
import { LinkToggle } from './SocketLinks';

export interface SlotSocketsProps {
  label: string;
  count: number;
  gems: (FormGem | null)[];
  /** One link group per drawn socket. */
  links: number[];
  onPick(index: number): void;
  onRemove(index: number): void;
  onToggleLink(index: number): void;
}

export const SlotCard = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Sockets two by two in the game's zig-zag order, the link toggles in the gaps between them. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: 48px 24px 48px;
  justify-content: center;
`;

const Socket = styled.div`
  position: relative;
  width: 48px;
  height: 48px;
`;

const SocketButton = styled.button<{ $colour: string; $filled: boolean }>`
  width: 100%;
  height: 100%;
  padding: 2px;
  border: 2px ${({ $filled }) => ($filled ? 'solid' : 'dashed')} ${({ $colour }) => $colour};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** One socketed slot of the gem panel: its sockets, their gems and the links between them. */
export function SlotSockets(props: SlotSocketsProps) {
  const { label, count, gems, links, onPick, onRemove, onToggleLink } = props;
  const { t } = useTranslation('author');
  const { cells, rows } = socketGrid(count);
  const rowSizes = Array.from({ length: rows }, () => '48px').join(' 24px ');

  return (
    <SlotCard>
      <legend>{label}</legend>
      <Grid style={{ gridTemplateRows: rowSizes }}>
        {cells.map((cell) => {
          if (cell.kind === 'link') {
            return (
              <LinkToggle
                key={`link-${cell.index}`}
                cell={cell}
                slot={label}
                linked={isLinkedToNext(links, cell.index)}
                onToggle={onToggleLink}
              />
            );
          }
          const { index } = cell;
          const gem = gems[index] ?? null;
          const n = index + 1;
          return (
            <Socket key={index} style={{ gridRow: cell.row, gridColumn: cell.column }}>
              <SocketButton
                type="button"
                $filled={gem !== null}
                $colour={gem ? gemColour(gem.couleur) : '#6b5f4c'}
                aria-label={
                  gem
                    ? t('sockets.filled', { slot: label, n, name: gem.displayName })
                    : t('sockets.empty', { slot: label, n })
                }
                title={gem?.displayName}
                onClick={() => onPick(index)}
              >
                {gem ? <img src={gem.icon} alt="" /> : '+'}
              </SocketButton>
              {gem && (
                <RemoveButton
                  aria-label={t('sockets.remove', { slot: label, n, name: gem.displayName })}
                  onClick={() => onRemove(index)}
                >
                  ×
                </RemoveButton>
              )}
            </Socket>
          );
        })}
      </Grid>
    </SlotCard>
  );
}
