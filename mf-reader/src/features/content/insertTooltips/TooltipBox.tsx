import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'shared-ui';
import { EDGE_GAP, placeTooltip } from './placeTooltip';

const Box = styled.div<{ $minWidth: number; $accent: string }>`
  position: fixed;
  z-index: 1000;
  top: 0;
  left: 0;
  min-width: min(${({ $minWidth }) => $minWidth}px, calc(100vw - ${EDGE_GAP * 2}px));
  max-width: min(400px, calc(100vw - ${EDGE_GAP * 2}px));
  max-height: calc(100vh - ${EDGE_GAP * 2}px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ $accent }) => $accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: 0 4px 16px #000a;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ $accent }) => $accent};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  ul {
    padding-inline-start: 1.2em;
  }
`;

function place(element: HTMLElement | null, anchor: Element) {
  if (!element) return;
  const { top, left } = placeTooltip(
    anchor.getBoundingClientRect(),
    element.getBoundingClientRect(),
    { width: document.documentElement.clientWidth, height: window.innerHeight },
  );
  element.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
}

export interface TooltipBoxProps {
  id: string;
  anchor: Element;
  /** 300 px, 320 px for gems; at most 400 px, and never wider than the window. */
  minWidth: 300 | 320;
  accent: string;
  children: ReactNode;
}

/**
 * A tooltip drawn over the page next to `anchor`, kept inside the window (see placeTooltip).
 * It lives in `document.body` so that no scrolling or clipping container cuts it.
 */
export function TooltipBox({ id, anchor, minWidth, accent, children }: TooltipBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  // After every render, since the content may have grown (loading text, then the details).
  useLayoutEffect(() => place(box.current, anchor));
  // The insert moves when the page scrolls (focusing it by keyboard scrolls it into view).
  useEffect(() => {
    const follow = () => place(box.current, anchor);
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
  }, [anchor]);
  return createPortal(
    <Box ref={box} id={id} role="tooltip" $minWidth={minWidth} $accent={accent}>
      {children}
    </Box>,
    document.body,
  );
}
