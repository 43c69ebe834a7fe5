// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

/** jsdom has no layout: the test says when the element comes near. */
class ViewportStandIn {
  static last: ViewportStandIn | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportStandIn.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref) ? 'proche' : 'loin'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('turns true when the element comes near the viewport, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', ViewportStandIn);
    const { container } = render(<Box />);
    expect(container.textContent).toBe('loin');
    act(() => ViewportStandIn.last?.show(false));
    expect(container.textContent).toBe('loin');
    const observer = ViewportStandIn.last;
    act(() => observer?.show(true));
    expect(container.textContent).toBe('proche');
    expect(observer?.disconnected).toBe(true);
  });

  it('is true at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Box />);
    await act(async () => {});
    expect(container.textContent).toBe('proche');
  });
});
