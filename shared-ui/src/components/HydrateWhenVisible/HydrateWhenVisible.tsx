import { Suspense, use, useId, type ReactNode } from 'react';

// A page the server rendered shows at once; React then takes it over (hydration), which on a
// phone is the longest task of the visit. Parts below the fold are taken over when they come
// near the viewport, or as soon as the visitor points at, taps, focuses or types in them: until
// then they stay the server's HTML (readable, not interactive). Rendered in the browser without a
// server page (a signed-in visitor, a later navigation), they render at once like anything else.

const ATTRIBUTE = 'data-hydrate';
/** Taken over this far before they scroll into view, so a visitor never meets one inert. */
const MARGIN = '400px 0px';
const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'click'] as const;

let hydrating = false;
const released = new Set<string>();
const waits = new Map<string, { promise: Promise<void>; release: () => void }>();
let observer: IntersectionObserver | null = null;

function release(id: string) {
  released.add(id);
  const wait = waits.get(id);
  waits.delete(id);
  wait?.release();
}

/** An interaction inside a part not yet taken over takes it over before React sees the event. */
function onInteraction(event: Event) {
  let node = event.target instanceof Element ? event.target : null;
  for (; node; node = node.parentElement) {
    const id = node.getAttribute(ATTRIBUTE);
    if (id !== null) release(id);
  }
}

/**
 * Called before the server's page is taken over: parts wrapped in HydrateWhenVisible wait until
 * they are near the viewport. Listens at the document, in the capture phase, so that React's own
 * listener (on the root, further down) finds the part released and hydrates it at once.
 */
export function startLazyHydration(): void {
  if (hydrating || typeof IntersectionObserver === 'undefined') return;
  hydrating = true;
  released.clear();
  waits.clear();
  observer?.disconnect();
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const id = entry.target.getAttribute(ATTRIBUTE);
        if (id !== null) release(id);
      }
    },
    { rootMargin: MARGIN },
  );
  // Added once: the same function is not added twice.
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
}

/** Called once the page is React's: parts that render from now on render at once. */
export function endLazyHydration(): void {
  hydrating = false;
}

function shown(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    wait = { promise, release: resolve };
    waits.set(id, wait);
    const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find(
      (candidate) => candidate.getAttribute(ATTRIBUTE) === id,
    );
    if (element && observer) observer.observe(element);
    else release(id);
  }
  return wait.promise;
}

/** Holds its boundary back while the page is being taken over and the part is not yet needed. */
function Gate({ id }: { id: string }) {
  if (hydrating && !released.has(id)) use(shown(id));
  return null;
}

/**
 * A part of a page, below the fold, that React takes over when it comes near the viewport.
 * @example <HydrateWhenVisible><CommentSection … /></HydrateWhenVisible>
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Gate id={id} />
        {children}
      </Suspense>
    </div>
  );
}
