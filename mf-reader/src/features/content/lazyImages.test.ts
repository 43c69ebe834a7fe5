// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLoadImages, LAZY_OBSERVER_OPTIONS } from './lazyImages';
import { readableHtml } from './readableHtml';

const texts = { loading: 'Chargement...', error: 'Erreur de chargement' };

/** An IntersectionObserver the test drives: `enter(target)` brings a target into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  enter(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** The element `selector` finds in `root`; the test fails when there is none. */
function one<E extends Element = HTMLImageElement>(root: ParentNode, selector = 'img'): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

function mount(html: string) {
  const root = document.createElement('div');
  root.innerHTML = readableHtml(html);
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('readableHtml defers images', () => {
  it.each([
    [
      '<p><img src="/a.png" alt="A"></p>',
      '<p><img alt="A" loading="lazy" data-lazy-src="/a.png"></p>',
    ],
    [
      '<img class="gem-insert" src="/g.png" data-name="Cyclone">',
      '<span class="insert-chip insert-chip-gem"><img class="gem-insert" data-name="Cyclone" ' +
        'loading="lazy" data-lazy-src="/g.png" alt="Cyclone"><span ' +
        'class="insert-name insert-name-gem-white" aria-hidden="true">Cyclone</span></span>',
    ],
    ['<img alt="sans adresse">', '<img alt="sans adresse">'],
    ['<p>Texte seul</p>', '<p>Texte seul</p>'],
  ])('%s', (html, expected) => {
    expect(readableHtml(html)).toBe(expected);
  });
});

describe('lazyLoadImages', () => {
  it('loads an image only once it comes near the viewport, with the spec trigger', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const root = mount('<p><img src="/a.png" alt="Carte"></p>');
    lazyLoadImages(root, texts);
    const image = one(root);
    expect(image.getAttribute('src')).toBeNull();
    expect(root.textContent).toBe('Chargement...');
    expect(FakeObserver.last?.options).toEqual(LAZY_OBSERVER_OPTIONS);
    FakeObserver.last?.enter(one(root, '.lazy-image'));
    expect(image.getAttribute('src')).toBe('/a.png');
  });

  it('fades the image in and drops the placeholder once it has loaded', () => {
    const root = mount('<img src="/a.png">');
    lazyLoadImages(root, texts);
    const image = one(root);
    expect(image.style.opacity).toBe('0');
    expect(image.style.transition).toContain('opacity');
    image.dispatchEvent(new Event('load'));
    expect(image.style.opacity).toBe('1');
    expect(root.textContent).toBe('');
    expect(image.dataset.lazyState).toBe('loaded');
  });

  it("says 'Erreur de chargement' in the image's place when it fails", () => {
    const root = mount('<img src="/missing.png" alt="Schéma">');
    lazyLoadImages(root, texts);
    const image = one(root);
    image.dispatchEvent(new Event('error'));
    expect(root.textContent).toBe('Erreur de chargement');
    expect(image.style.display).toBe('none');
    expect(root.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Erreur de chargement : Schéma',
    );
  });

  it('keeps an insert at its own size: no frame, no placeholder text, still lazy', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const root = mount('<p>Avec <img class="gem-insert" src="/g.png" data-name="Cyclone"></p>');
    lazyLoadImages(root, texts);
    const insert = one(root);
    expect(root.querySelector('.lazy-image')).toBeNull();
    // Only the insert's own name, no 'Chargement...' placeholder.
    expect(root.textContent).toBe('Avec Cyclone');
    expect(insert.getAttribute('src')).toBeNull();
    FakeObserver.last?.enter(insert);
    expect(insert.getAttribute('src')).toBe('/g.png');
  });

  it('prepares an image once when effects run twice on the same content', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const root = mount('<img src="/a.png">');
    lazyLoadImages(root, texts)();
    lazyLoadImages(root, texts);
    expect(root.querySelectorAll('.lazy-image')).toHaveLength(1);
    expect(FakeObserver.last?.targets.size).toBe(1);
  });
});
