import { allLinked, isLinkedToNext, normaliseLinks } from 'item-text';
import { gemColour, gemRows, type SocketedGem, styled } from 'shared-ui';
import { tooltipKey } from './gridInserts';
import { PHONE_GRID } from './slotLayout';

// The sockets sit on a grid of socket tracks with narrow tracks between them, where the link
// bars go: socket (row r, column c) is at track (2r + 1, 2c + 1), a bar between two neighbours
// in the track between them. Sizes follow the cell. On the phone grid each socket is a finger's
// target (24 px at least) and the sockets keep to the item's right side: its left side stays
// free, where a tap opens the item's own tooltip.
const Sockets = styled.div`
  --socket: calc(var(--cell) * 0.44);
  --between: calc(var(--cell) * 0.12);
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-content: center;
  /* Its own stacking context: the bars go under the sockets, never under the item's cell. */
  z-index: 0;
  pointer-events: none;
  @container ${PHONE_GRID} {
    --socket: max(24px, calc(var(--cell) * 0.44));
    --between: max(4px, calc(var(--cell) * 0.12));
    justify-content: end;
    padding-right: 3px;
  }
`;

const Socket = styled.span<{ $colour: string }>`
  width: var(--socket);
  height: var(--socket);
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: radial-gradient(circle, #1c1712 55%, #0b0907 100%);
  box-shadow:
    0 0 0 1px ${({ $colour }) => $colour},
    0 0 4px rgba(0, 0, 0, 0.9);
  pointer-events: auto;
  img {
    width: 92%;
    height: 92%;
  }
  @container ${PHONE_GRID} {
    img {
      width: 100%;
      height: 100%;
    }
  }
`;

/** The game's link: a short bronze bar joining two sockets, drawn under them. */
const Link = styled.span`
  place-self: center;
  z-index: -1;
  background: linear-gradient(#e8cf8f, #9c7a3c);
  border: 1px solid #3a2c15;
  border-radius: 2px;
  &[data-direction='across'] {
    width: calc(var(--between) + var(--socket) * 0.5);
    height: calc(var(--socket) * 0.24);
  }
  &[data-direction='down'] {
    width: calc(var(--socket) * 0.24);
    height: calc(var(--between) + var(--socket) * 0.5);
  }
`;

interface Place {
  socket: number;
  row: number;
  column: number;
}

/**
 * An item's sockets over its picture in the game's snake order (0-1, 3-2, 4-5), each with its
 * gem, and a link bar between every two linked neighbours; none across a break.
 */
export function GridSockets({
  slot,
  gems,
  links,
  sockets,
}: {
  slot: string;
  gems: readonly (SocketedGem | null)[];
  links: unknown;
  /** How many sockets to draw: the gems saved, or more when the stored links say so. */
  sockets: number;
}) {
  const rows = gemRows(sockets);
  const places: Place[] = rows.flatMap((row, r) =>
    row.flatMap((socket, c) => (socket === null ? [] : [{ socket, row: r, column: c }])),
  );
  const at = new Map(places.map((place) => [place.socket, place]));
  const linked = normaliseLinks(links, sockets) ?? allLinked(sockets);
  const columns = rows.some((row) => row.length > 1) ? 2 : 1;
  const track = (count: number) =>
    Array.from({ length: count }, () => 'var(--socket)').join(' var(--between) ');
  return (
    <Sockets style={{ gridTemplateColumns: track(columns), gridTemplateRows: track(rows.length) }}>
      {places.map(({ socket, row, column }) => {
        const gem = gems[socket] ?? null;
        return (
          <Socket
            key={socket}
            $colour={gem ? gemColour(gem.couleur ?? '') : '#5a4a33'}
            style={{ gridRow: 2 * row + 1, gridColumn: 2 * column + 1 }}
          >
            {gem && (
              <img
                src={gem.icon}
                alt={gem.displayName ?? gem.name}
                tabIndex={0}
                data-tooltip={tooltipKey(slot, socket)}
              />
            )}
          </Socket>
        );
      })}
      {places.map(({ socket, row, column }) => {
        const next = at.get(socket + 1);
        if (!next || !isLinkedToNext(linked, socket)) return null;
        const across = next.row === row;
        return (
          <Link
            key={`link-${socket}`}
            aria-hidden="true"
            data-link={`${socket}-${socket + 1}`}
            data-direction={across ? 'across' : 'down'}
            style={{
              gridRow: across ? 2 * row + 1 : 2 * Math.min(row, next.row) + 2,
              gridColumn: across ? 2 * Math.min(column, next.column) + 2 : 2 * column + 1,
            }}
          />
        );
      })}
    </Sockets>
  );
}
