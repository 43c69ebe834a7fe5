export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  /** Below the insert unless there is no room there and more above. */
  side: 'below' | 'above';
}

/** Room kept between the tooltip and the edges of the window, and between it and the insert. */
export const EDGE_GAP = 8;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

function verticalPlace(
  anchor: Box,
  tooltip: Size,
  viewport: Size,
): Pick<Placement, 'top' | 'side'> {
  const below = anchor.top + anchor.height + EDGE_GAP;
  const above = anchor.top - EDGE_GAP - tooltip.height;
  const fitsBelow = below + tooltip.height <= viewport.height - EDGE_GAP;
  const roomAbove = anchor.top;
  const roomBelow = viewport.height - (anchor.top + anchor.height);
  if (fitsBelow || (above < EDGE_GAP && roomBelow >= roomAbove)) {
    return { top: below, side: 'below' };
  }
  return { top: Math.max(EDGE_GAP, above), side: 'above' };
}

function horizontalPlace(anchor: Box, tooltip: Size, viewport: Size): number {
  const maxLeft = viewport.width - EDGE_GAP - tooltip.width;
  // Start at the insert's left edge; near the right edge, end at its right edge instead.
  const left =
    anchor.left + tooltip.width <= viewport.width - EDGE_GAP
      ? anchor.left
      : anchor.left + anchor.width - tooltip.width;
  return maxLeft < EDGE_GAP ? EDGE_GAP : clamp(left, EDGE_GAP, maxLeft);
}

/**
 * Where a tooltip goes (window coordinates, for `position: fixed`) so that it stays inside the
 * window: below the insert and from its left edge, flipped above or leftwards near the edges.
 *
 * @example placeTooltip({ top: 10, left: 10, width: 50, height: 50 }, { width: 300, height: 100 }, { width: 390, height: 800 })
 * // { top: 68, left: 10, side: 'below' }
 */
export function placeTooltip(anchor: Box, tooltip: Size, viewport: Size): Placement {
  return {
    ...verticalPlace(anchor, tooltip, viewport),
    left: horizontalPlace(anchor, tooltip, viewport),
  };
}
