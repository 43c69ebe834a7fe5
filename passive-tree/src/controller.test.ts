// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTreeView, type TreeViewHandle } from './controller';
import { smallTree } from './testTree';

const palette = {
  background: '#000',
  link: '#111',
  node: '#222',
  allocated: '#333',
  added: '#444',
  removed: '#888',
  classStart: '#555',
  focus: '#666',
  label: '#777',
};

let handle: TreeViewHandle | undefined;
// jsdom draws nothing: the view's state is what these tests read.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  handle?.destroy();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function mount() {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  const zooms: number[] = [];
  handle = createTreeView(canvas, {
    data: smallTree,
    tree: { version: '3.26', class_id: 1, ascendancy_id: 1, nodes: [1, 2, 3] },
    palette,
    onZoom: (zoom) => zooms.push(zoom),
  });
  return { canvas, zooms, handle };
}

const key = (canvas: HTMLCanvasElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  canvas.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('createTreeView', () => {
  it('opens on the build’s own nodes, closer than the whole tree, and calls that 100 %', () => {
    const { canvas } = mount();
    expect(canvas.dataset.zoom).toBe('1.000');
    key(canvas, '-');
    key(canvas, '-');
    for (let press = 0; press < 20; press += 1) key(canvas, '-');
    // Zooming out stops at half the whole tree, well below the build's own view.
    expect(Number(canvas.dataset.zoom)).toBeLessThan(0.4);
  });

  it('zooms with + and -, comes back with 0, and leaves other keys to the page', () => {
    const { canvas } = mount();
    const start = Number(canvas.dataset.zoom);
    expect(key(canvas, '+')).toBe(true);
    expect(Number(canvas.dataset.zoom)).toBeCloseTo(start * 1.25);
    key(canvas, '+');
    key(canvas, '-');
    expect(Number(canvas.dataset.zoom)).toBeCloseTo(start * 1.25);
    key(canvas, '0');
    expect(Number(canvas.dataset.zoom)).toBeCloseTo(start);
    expect(key(canvas, 'Tab')).toBe(false);
  });

  it('zooms in on a wheel turn forward and out backward, and stops at the limits', () => {
    const { canvas } = mount();
    const wheel = (deltaY: number) =>
      canvas.dispatchEvent(new WheelEvent('wheel', { deltaY, cancelable: true }));
    const start = Number(canvas.dataset.zoom);
    wheel(-100);
    expect(Number(canvas.dataset.zoom)).toBeCloseTo(start * 1.25);
    for (let turn = 0; turn < 40; turn += 1) wheel(100);
    const limit = canvas.dataset.zoom;
    wheel(100);
    expect(canvas.dataset.zoom).toBe(limit);
    expect(Number(limit)).toBeLessThan(0.5);
  });

  it('zooms and resets through its buttons’ calls, telling the page each zoom', () => {
    const { zooms, handle: view } = mount();
    const start = zooms.at(-1) ?? 0;
    view.zoom(1);
    view.zoom(1);
    view.reset();
    expect(zooms.slice(-3).map((zoom) => (zoom / start).toFixed(4))).toEqual([
      '1.2500',
      '1.5625',
      '1.0000',
    ]);
  });

  it('brings a node to the middle, zoomed in, and rings it', () => {
    const { canvas, handle: view } = mount();
    view.zoom(-1);
    view.zoom(-1);
    view.centre(3);
    const centred = canvas.dataset.zoom;
    expect(Number(centred)).toBeGreaterThanOrEqual(1);
    view.centre(99999);
    expect(canvas.dataset.zoom).toBe(centred);
  });
});
