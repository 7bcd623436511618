import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs a burst of calls once, after the quiet period, with the last arguments', () => {
    const fn = vi.fn();
    const run = debounce(fn, 3000);
    run(1);
    vi.advanceTimersByTime(2000);
    run(2);
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('can be cancelled or flushed', () => {
    const fn = vi.fn();
    const run = debounce(fn, 3000);
    run('a');
    run.cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    run('b');
    run.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });
});
