// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './useDebounced';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebounced', () => {
  it('gives the new value only once it has stood still for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 500), {
      initialProps: { value: '' },
    });
    rerender({ value: 'pa' });
    act(() => vi.advanceTimersByTime(400));
    rerender({ value: 'paul' });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('paul');
  });
});
