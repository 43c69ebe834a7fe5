import { gemRows } from 'shared-ui';

/** A socket of the slot's grid, at a 1-based grid row and column. */
export interface SocketCell {
  kind: 'socket';
  index: number;
  row: number;
  column: number;
}

/** The link between sockets `index` and `index + 1`, in the gap that separates them. */
export interface LinkCell {
  kind: 'link';
  index: number;
  row: number;
  column: number;
  /** Sockets side by side are joined by a horizontal bar, one above the other by a vertical one. */
  direction: 'horizontal' | 'vertical';
}

/**
 * Where a slot's sockets and link toggles sit on a grid of socket cells separated by gap cells
 * (columns: socket, gap, socket; rows: socket, gap, socket...). Sockets follow the game's zig-zag
 * order (0-1, 3-2, 4-5), so socket i and i + 1 always share a row or a column, and the link
 * between them takes the gap cell between the two.
 * @example socketGrid(3).filter((cell) => cell.kind === 'link') // [{ index: 0, row: 1, column: 2, direction: 'horizontal' }, { index: 1, row: 2, column: 3, direction: 'vertical' }]
 */
export function socketGrid(count: number): { cells: (SocketCell | LinkCell)[]; rows: number } {
  const sockets: SocketCell[] = [];
  const rows = gemRows(count);
  rows.forEach((row, r) =>
    row.forEach((index, c) => {
      if (index !== null)
        sockets.push({ kind: 'socket', index, row: 2 * r + 1, column: 2 * c + 1 });
    }),
  );
  sockets.sort((a, b) => a.index - b.index);
  const links: LinkCell[] = [];
  for (let i = 0; i + 1 < sockets.length; i += 1) {
    const [from, to] = [sockets[i] as SocketCell, sockets[i + 1] as SocketCell];
    const horizontal = from.row === to.row;
    links.push({
      kind: 'link',
      index: i,
      row: horizontal ? from.row : Math.min(from.row, to.row) + 1,
      column: horizontal ? Math.min(from.column, to.column) + 1 : from.column,
      direction: horizontal ? 'horizontal' : 'vertical',
    });
  }
  return { cells: [...sockets, ...links], rows: rows.length };
}
