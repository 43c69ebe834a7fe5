import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on): what a
 * heavy part below the fold waits for before it loads its code and data. Without
 * IntersectionObserver (an old browser, a test without layout), true at once.
 *
 * @example const near = useNearViewport(boxRef); // the passive tree loads when near is true
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
