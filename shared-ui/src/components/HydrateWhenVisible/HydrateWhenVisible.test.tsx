// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endLazyHydration, HydrateWhenVisible, startLazyHydration } from './HydrateWhenVisible';

/** jsdom has no layout: the test says when an element comes into view. */
class ViewportStandIn {
  static instances: ViewportStandIn[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportStandIn.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const taken: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    taken.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="haut" />
      <HydrateWhenVisible>
        <Counter name="bas" />
      </HydrateWhenVisible>
    </main>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  taken.length = 0;
  vi.unstubAllGlobals();
});

async function serverPageTakenOver() {
  vi.stubGlobal('IntersectionObserver', ViewportStandIn);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  startLazyHydration();
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  endLazyHydration();
  const lower = container.querySelector('[data-hydrate]');
  if (!lower) throw new Error('no lazily taken-over part');
  return { container, lower };
}

function button(container: Element, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) =>
    b.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML of a part below the fold until it comes into view', async () => {
    const { container, lower } = await serverPageTakenOver();
    expect(taken).toEqual(['haut']);
    expect(button(container, 'bas').textContent).toBe('bas 0');

    await act(async () => ViewportStandIn.instances.at(-1)?.show(lower));
    expect(taken).toEqual(['haut', 'bas']);
    act(() => button(container, 'bas').click());
    expect(button(container, 'bas').textContent).toBe('bas 1');
  });

  it('takes a part over at once when the visitor clicks in it, and the click counts', async () => {
    const { container } = await serverPageTakenOver();
    expect(taken).toEqual(['haut']);
    await act(async () => {
      button(container, 'bas').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button(container, 'bas').click();
    });
    expect(taken).toEqual(['haut', 'bas']);
    expect(button(container, 'bas').textContent).toBe('bas 1');
  });

  it('renders at once in a page the browser renders itself', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(taken).toEqual(['haut', 'bas']);
  });
});
