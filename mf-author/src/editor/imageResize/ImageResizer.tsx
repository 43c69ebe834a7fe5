import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'shared-ui';
import { BIG_STEP, MIN_WIDTH, STEP, clampWidth } from './resizeImage';
import { Frame, Handle, Tools } from './resizerStyles';

export interface ImageResizerProps {
  /** The editor's scrolling box, which holds both the picture and this frame. */
  container: HTMLElement;
  entityKey: string;
  /** The picture's width attribute in pixels, when it has one. */
  width: number | null;
  onResize(width: number, ratio: number): void;
  onClose(): void;
}

const CORNERS = [
  { corner: 'nw', grows: -1 },
  { corner: 'ne', grows: 1 },
  { corner: 'sw', grows: -1 },
  { corner: 'se', grows: 1 },
] as const;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface Measured {
  box: Box;
  maxWidth: number;
}

const sameMeasure = (a: Measured | null, b: Measured | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.maxWidth === b.maxWidth &&
    (['top', 'left', 'width', 'height'] as const).every((side) => a.box[side] === b.box[side]));

/** The picture's box inside `container`'s scrolled content, and its widest possible width. */
function measure(container: HTMLElement, entityKey: string): Measured | null {
  const picture = [...container.querySelectorAll('[data-entity-key]')].find(
    (element) => element.getAttribute('data-entity-key') === entityKey,
  );
  if (!picture) return null;
  const outer = container.getBoundingClientRect();
  const rect = picture.getBoundingClientRect();
  const text = container.querySelector('.public-DraftEditor-content') ?? container;
  return {
    box: {
      top: rect.top - outer.top + container.scrollTop - container.clientTop,
      left: rect.left - outer.left + container.scrollLeft - container.clientLeft,
      width: rect.width,
      height: rect.height,
    },
    maxWidth: text.clientWidth,
  };
}

/**
 * The editor's image-resize module: a frame with four corner handles around the picture chosen
 * in the editor (dragging one keeps the proportions, since only the width is set and the height
 * follows), and −/+ buttons and a width slider for the keyboard. Loaded on demand, the first
 * time a picture is chosen.
 */
export default function ImageResizer({
  container,
  entityKey,
  width,
  onResize,
  onClose,
}: ImageResizerProps) {
  const { t } = useTranslation('author');
  const drag = useRef<{ x: number; width: number; grows: number } | null>(null);
  const [found, setFound] = useState<Measured | null>(null);
  // Measured once the page is drawn: the picture of a new entity key (each resize makes one)
  // exists only then. The frame keeps the last box meanwhile rather than vanishing, which would
  // lose the pointer a handle holds. Measuring before paint is what a layout effect is for.
  useLayoutEffect(() => {
    const next = measure(container, entityKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a layout measurement, before paint
    setFound((previous) => (sameMeasure(previous, next) ? previous : next));
  }, [container, entityKey, width]);
  // The picture moves when the window's width reflows the text.
  useEffect(() => {
    const remeasure = () => setFound(measure(container, entityKey));
    window.addEventListener('resize', remeasure);
    return () => window.removeEventListener('resize', remeasure);
  }, [container, entityKey]);

  if (!found) return null;
  const { box, maxWidth } = found;
  const current = Math.round(width ?? box.width);
  const ratio = box.width > 0 ? box.height / box.width : 0;
  const resize = (next: number) => {
    const clamped = clampWidth(next, maxWidth);
    if (clamped !== current) onResize(clamped, ratio);
  };

  const startDrag = (grows: number) => (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width: current, grows };
  };
  const moveDrag = (event: PointerEvent<HTMLSpanElement>) => {
    const start = drag.current;
    if (start) resize(start.width + (event.clientX - start.x) * start.grows);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const keys = (event: KeyboardEvent) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + BIG_STEP,
      PageDown: current - BIG_STEP,
      Home: MIN_WIDTH,
      End: maxWidth,
    };
    if (event.key === 'Escape') onClose();
    else if (event.key in moves) resize(moves[event.key] ?? current);
    else return;
    event.preventDefault();
  };

  return (
    <Frame
      data-testid="image-resizer"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
    >
      {CORNERS.map(({ corner, grows }) => (
        <Handle
          key={corner}
          data-corner={corner}
          aria-hidden="true"
          onPointerDown={startDrag(grows)}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      ))}
      <Tools onKeyDown={keys}>
        <button
          type="button"
          aria-label={t('editor.resize.shrink')}
          onClick={() => resize(current - BIG_STEP)}
        >
          −
        </button>
        <span
          role="slider"
          tabIndex={0}
          aria-label={t('editor.resize.width')}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={Math.max(maxWidth, MIN_WIDTH)}
          aria-valuenow={current}
          aria-valuetext={t('editor.resize.widthValue', { width: current })}
        >
          {t('editor.resize.widthValue', { width: current })}
        </span>
        <button
          type="button"
          aria-label={t('editor.resize.grow')}
          onClick={() => resize(current + BIG_STEP)}
        >
          +
        </button>
      </Tools>
    </Frame>
  );
}
