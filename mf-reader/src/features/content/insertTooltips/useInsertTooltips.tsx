import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { INSERT_CHIP } from '../insertLabels';
import { InsertTooltip } from './InsertTooltip';
import { INSERT_SELECTOR, readInsert, type Insert } from './readInsert';

interface Shown {
  anchor: HTMLElement;
  insert: Insert;
}

/** Where the inserts are: the elements matching `selector`, and what each one carries. */
export interface InsertSource {
  selector: string;
  read: (element: HTMLElement) => Insert | null;
}

/** Rich content: the inserts carry their data in data-* attributes. */
export const RICH_CONTENT: InsertSource = { selector: INSERT_SELECTOR, read: readInsert };

/** The insert `target` is in, inside `container`, with what it carries. */
function insertAt(
  container: HTMLElement,
  target: EventTarget | null,
  source: InsertSource,
): Shown | null {
  if (!(target instanceof Element)) return null;
  // The name beside an insert's picture (labelInserts) stands for the picture, which the
  // tooltip hangs on and the keyboard focuses.
  const inChip = target.closest(`.${INSERT_CHIP}`);
  const anchor =
    target.closest<HTMLElement>(source.selector) ??
    (inChip && container.contains(inChip)
      ? inChip.querySelector<HTMLElement>(source.selector)
      : null);
  if (!anchor || !container.contains(anchor)) return null;
  const insert = source.read(anchor);
  return insert ? { anchor, insert } : null;
}

/** Every insert takes the keyboard focus, so that its tooltip opens without a mouse. */
function makeFocusable(container: HTMLElement, source: InsertSource) {
  for (const element of container.querySelectorAll<HTMLElement>(source.selector)) {
    if (source.read(element) && !element.hasAttribute('tabindex')) element.tabIndex = 0;
  }
}

const isInside = (node: EventTarget | null, ...parents: (Element | null)[]) =>
  node instanceof Node && parents.some((parent) => parent?.contains(node));

/** An insert with its shown name: moving from the picture to the name keeps the tooltip. */
const withName = (anchor: Element) => anchor.closest(`.${INSERT_CHIP}`) ?? anchor;

/**
 * How long a tooltip stays once the pointer has left its insert: long enough to cross the gap
 * between them and reach the tooltip's wiki link.
 */
export const HIDE_DELAY_MS = 300;

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Tooltips of the gem, currency and item inserts inside `container` (rich HTML unless `source`
 * says otherwise, as the equipment grid does), by event delegation: mouse hover, keyboard focus,
 * and on a phone a tap (a tap elsewhere or Escape hides it). `content` is what the container
 * shows (the HTML): when it changes, new inserts become focusable. `source` must keep its
 * identity between renders. Returns the tooltip to render (it draws itself over the page).
 */
export function useInsertTooltips(
  container: RefObject<HTMLElement | null>,
  content: unknown,
  source: InsertSource = RICH_CONTENT,
): ReactNode {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelHide = useCallback(() => clearTimeout(hideTimer.current), []);
  const hideSoon = useCallback(() => {
    cancelHide();
    hideTimer.current = setTimeout(() => setShown(null), HIDE_DELAY_MS);
  }, [cancelHide]);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    makeFocusable(root, source);
    const show = (event: Event) => {
      const found = insertAt(root, event.target, source);
      if (found) cancelHide();
      if (found) setShown((current) => (current?.anchor === found.anchor ? current : found));
    };
    const leave = (event: MouseEvent | FocusEvent) => {
      const tooltip = document.getElementById(id);
      const from = insertAt(root, event.target, source);
      if (!from || isInside(event.relatedTarget, withName(from.anchor), tooltip)) return;
      // The pointer gets a moment to reach the tooltip; the keyboard goes on at once.
      if (event.type === 'mouseout') hideSoon();
      else setShown(null);
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
      cancelHide();
      setShown(null);
    };
  }, [container, content, source, id, cancelHide, hideSoon]);

  useEffect(() => {
    if (!shown) return;
    const hide = () => {
      cancelHide();
      setShown(null);
    };
    const tooltipOrInsert = (): [Element, HTMLElement | null] => [
      withName(shown.anchor),
      document.getElementById(id),
    ];
    const tapElsewhere = (event: PointerEvent) => {
      if (!isInside(event.target, withName(shown.anchor), document.getElementById(id))) hide();
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (isInside(document.activeElement, document.getElementById(id))) shown.anchor.focus();
        hide();
      } else if (event.key === 'Tab') tabThrough(event);
    };
    // The tooltip is drawn at the end of the page, away from its insert in the focus order: Tab
    // on the insert enters the tooltip's links, and leaving them goes back to the insert, from
    // where the browser goes on to what follows it (Shift+Tab stops on the insert).
    const tabThrough = (event: KeyboardEvent) => {
      const tooltip = document.getElementById(id);
      const links = [...(tooltip?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const at = links.indexOf(document.activeElement as HTMLElement);
      if (document.activeElement === shown.anchor && !event.shiftKey && links.length > 0) {
        event.preventDefault();
        links[0]?.focus();
      } else if (at >= 0 && (event.shiftKey ? at === 0 : at === links.length - 1)) {
        // Back on the insert, its tooltip stays; going on, focus leaves the insert and closes it.
        if (event.shiftKey) event.preventDefault();
        shown.anchor.focus();
      }
    };
    const enter = (event: MouseEvent) => {
      if (isInside(event.target, ...tooltipOrInsert())) cancelHide();
    };
    // The pointer may rest on the tooltip (to read or copy it); leaving it for the page closes it,
    // so that it never stays over the controls it covers.
    const leaveTooltip = (event: MouseEvent) => {
      const tooltip = document.getElementById(id);
      if (
        isInside(event.target, tooltip) &&
        !isInside(event.relatedTarget, withName(shown.anchor), tooltip)
      ) {
        hideSoon();
      }
    };
    const focusLeavesTooltip = (event: FocusEvent) => {
      const [insert, tooltip] = tooltipOrInsert();
      if (isInside(event.target, tooltip) && event.relatedTarget !== null) {
        if (!isInside(event.relatedTarget, insert, tooltip)) hide();
      }
    };
    shown.anchor.setAttribute('aria-describedby', id);
    document.addEventListener('pointerdown', tapElsewhere);
    document.addEventListener('keydown', keys);
    document.addEventListener('mouseout', leaveTooltip);
    document.addEventListener('mouseover', enter);
    document.addEventListener('focusout', focusLeavesTooltip);
    return () => {
      shown.anchor.removeAttribute('aria-describedby');
      document.removeEventListener('pointerdown', tapElsewhere);
      document.removeEventListener('keydown', keys);
      document.removeEventListener('mouseout', leaveTooltip);
      document.removeEventListener('mouseover', enter);
      document.removeEventListener('focusout', focusLeavesTooltip);
    };
  }, [shown, id, cancelHide, hideSoon]);

  return shown ? <InsertTooltip id={id} anchor={shown.anchor} insert={shown.insert} /> : null;
}
