// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeavingItems } from './useLeavingItems';

interface Card {
  id: number;
}
const cards = (...ids: number[]): Card[] => ids.map((id) => ({ id }));

function render(initial: Card[]) {
  return renderHook(({ items }) => useLeavingItems(items, (card) => card.id), {
    initialProps: { items: initial },
  });
}
const drawn = (result: { current: { key: number | string; leaving: boolean }[] }) =>
  result.current.map(({ key, leaving }) => (leaving ? `${key} leaving` : String(key)));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLeavingItems', () => {
  it('keeps a removed card for 800 ms, marked leaving, then drops it', () => {
    const { result, rerender } = render(cards(1, 2, 3));
    rerender({ items: cards(1, 3) });
    expect(drawn(result)).toEqual(['1', '2 leaving', '3']);
    act(() => vi.advanceTimersByTime(799));
    expect(drawn(result)).toEqual(['1', '2 leaving', '3']);
    act(() => vi.advanceTimersByTime(1));
    expect(drawn(result)).toEqual(['1', '3']);
  });

  it('drops each leaving card 800 ms after it left, not after the last change', () => {
    const { result, rerender } = render(cards(1, 2, 3));
    rerender({ items: cards(2, 3) });
    act(() => vi.advanceTimersByTime(500));
    rerender({ items: cards(3) });
    expect(drawn(result)).toEqual(['1 leaving', '2 leaving', '3']);
    act(() => vi.advanceTimersByTime(300));
    expect(drawn(result)).toEqual(['2 leaving', '3']);
    act(() => vi.advanceTimersByTime(500));
    expect(drawn(result)).toEqual(['3']);
  });

  it('brings a leaving card back when it is in the list again', () => {
    const { result, rerender } = render(cards(1, 2));
    rerender({ items: cards(1) });
    act(() => vi.advanceTimersByTime(400));
    rerender({ items: cards(1, 2) });
    act(() => vi.advanceTimersByTime(800));
    expect(drawn(result)).toEqual(['1', '2']);
  });

  it('shows new cards at once', () => {
    const { result, rerender } = render([]);
    rerender({ items: cards(4, 5) });
    expect(drawn(result)).toEqual(['4', '5']);
  });
});
