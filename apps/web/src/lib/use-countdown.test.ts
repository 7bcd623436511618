import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down once a second to zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.isRunning).toBe(false);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    for (let i = 0; i < 59; i++) act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.isRunning).toBe(false);
  });

  it('can be reset', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
  });
});
