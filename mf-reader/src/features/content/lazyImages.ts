import { theme } from 'shared-ui';

/** Where an image's address waits until the image comes near the viewport. */
export const LAZY_SRC = 'data-lazy-src';
/** The spec's lazy-image trigger: 10 % visible, counting 100 px around the viewport. */
export const LAZY_OBSERVER_OPTIONS: IntersectionObserverInit = {
  rootMargin: '100px',
  threshold: 0.1,
};
const FADE = 'opacity 400ms ease-in';

export interface LazyImageTexts {
  loading: string;
  error: string;
}

/** Gem, currency and item inserts keep their own size: no frame, only the fade-in. */
const isInsert = (image: HTMLImageElement) => image.hasAttribute('data-name');

/** A frame keeping the image's space with a status text until it has loaded. */
function frame(image: HTMLImageElement, texts: LazyImageTexts) {
  const box = document.createElement('span');
  box.className = 'lazy-image';
  Object.assign(box.style, {
    display: 'inline-block',
    position: 'relative',
    maxWidth: '100%',
    minWidth: 'min(240px, 100%)',
    minHeight: '120px',
    verticalAlign: 'top',
    background: theme.colors.surfaceRaised,
    borderRadius: theme.radii.sm,
  });
  const status = document.createElement('span');
  status.className = 'lazy-image-status';
  status.textContent = texts.loading;
  Object.assign(status.style, {
    position: 'absolute',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: theme.space.sm,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    textAlign: 'center',
  });
  image.replaceWith(box);
  box.append(image, status);
  return { box, status };
}

// What is watched for each image already prepared (effects may run twice on the same DOM).
const prepared = new WeakMap<HTMLImageElement, Element>();

function prepare(image: HTMLImageElement, texts: LazyImageTexts): Element {
  const known = prepared.get(image);
  if (known) return known;
  image.style.opacity = '0';
  image.style.transition = FADE;
  image.dataset.lazyState = 'loading';
  const framed = isInsert(image) ? null : frame(image, texts);
  image.addEventListener('load', () => {
    image.dataset.lazyState = 'loaded';
    image.style.opacity = '1';
    if (!framed) return;
    framed.status.remove();
    Object.assign(framed.box.style, { minWidth: '', minHeight: '', background: '' });
  });
  image.addEventListener('error', () => {
    image.dataset.lazyState = 'error';
    image.title = texts.error;
    if (!framed) return;
    image.style.display = 'none';
    framed.status.textContent = texts.error;
    framed.status.setAttribute('role', 'img');
    framed.status.setAttribute(
      'aria-label',
      image.alt ? `${texts.error} : ${image.alt}` : texts.error,
    );
  });
  const target = framed?.box ?? image;
  prepared.set(image, target);
  return target;
}

function load(image: HTMLImageElement) {
  const src = image.getAttribute(LAZY_SRC);
  if (src === null) return;
  image.removeAttribute(LAZY_SRC);
  image.src = src;
}

/**
 * Loads the deferred images inside `root` when they come near the viewport, fading them in,
 * with 'Chargement...' in their place meanwhile and 'Erreur de chargement' when they fail.
 * Without IntersectionObserver they load at once (the browser's `loading="lazy"` still applies).
 * Returns the clean-up.
 */
export function lazyLoadImages(root: HTMLElement, texts: LazyImageTexts): () => void {
  const images = [...root.querySelectorAll<HTMLImageElement>(`img[${LAZY_SRC}]`)];
  const watched = new Map(images.map((image) => [prepare(image, texts), image]));
  if (typeof IntersectionObserver === 'undefined') {
    images.forEach(load);
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const image = watched.get(entry.target);
      if (!entry.isIntersecting || !image) continue;
      observer.unobserve(entry.target);
      load(image);
    }
  }, LAZY_OBSERVER_OPTIONS);
  watched.forEach((_image, target) => observer.observe(target));
  return () => observer.disconnect();
}
