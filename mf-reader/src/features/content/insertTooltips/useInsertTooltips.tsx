import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { InsertTooltip } from './InsertTooltip';
import { INSERT_SELECTOR, readInsert, type Insert } from './readInsert';

interface Shown {
  anchor: HTMLElement;
  insert: Insert;
}

/** The insert `target` is in, inside `container`, with what it carries. */
function insertAt(container: HTMLElement, target: EventTarget | null): Shown | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLElement>(INSERT_SELECTOR);
  if (!anchor || !container.contains(anchor)) return null;
  const insert = readInsert(anchor);
  return insert ? { anchor, insert } : null;
}

/** Every insert takes the keyboard focus, so that its tooltip opens without a mouse. */
function makeFocusable(container: HTMLElement) {
  for (const element of container.querySelectorAll<HTMLElement>(INSERT_SELECTOR)) {
    if (readInsert(element) && !element.hasAttribute('tabindex')) element.tabIndex = 0;
  }
}

const isInside = (node: EventTarget | null, ...parents: (Element | null)[]) =>
  node instanceof Node && parents.some((parent) => parent?.contains(node));

/**
 * Tooltips of the gem, currency and item inserts inside `container`'s rich HTML, by event
 * delegation: mouse hover, keyboard focus, and on a phone a tap (a tap elsewhere or Escape
 * hides it). `html` is the content shown, so new inserts become focusable. Returns
 * the tooltip to render (it draws itself over the page).
 */
export function useInsertTooltips(
  container: RefObject<HTMLElement | null>,
  html: string,
): ReactNode {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    makeFocusable(root);
    const show = (event: Event) => {
      const found = insertAt(root, event.target);
      if (found) setShown((current) => (current?.anchor === found.anchor ? current : found));
    };
    const leave = (event: MouseEvent | FocusEvent) => {
      const tooltip = document.getElementById(id);
      const from = insertAt(root, event.target);
      if (from && !isInside(event.relatedTarget, from.anchor, tooltip)) setShown(null);
    };
    root.addEventListener('mouseover', show);
    root.addEventListener('mouseout', leave);
    root.addEventListener('focusin', show);
    root.addEventListener('focusout', leave);
    root.addEventListener('click', show);
    return () => {
      root.removeEventListener('mouseover', show);
      root.removeEventListener('mouseout', leave);
      root.removeEventListener('focusin', show);
      root.removeEventListener('focusout', leave);
      root.removeEventListener('click', show);
      setShown(null);
    };
  }, [container, html, id]);

  useEffect(() => {
    if (!shown) return;
    const hide = () => setShown(null);
    const tapElsewhere = (event: PointerEvent) => {
      if (!isInside(event.target, shown.anchor, document.getElementById(id))) hide();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    shown.anchor.setAttribute('aria-describedby', id);
    document.addEventListener('pointerdown', tapElsewhere);
    document.addEventListener('keydown', escape);
    return () => {
      shown.anchor.removeAttribute('aria-describedby');
      document.removeEventListener('pointerdown', tapElsewhere);
      document.removeEventListener('keydown', escape);
    };
  }, [shown, id]);

  return shown ? <InsertTooltip id={id} anchor={shown.anchor} insert={shown.insert} /> : null;
}
