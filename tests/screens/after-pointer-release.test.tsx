import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease } from '@/lib/after-pointer-release';

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') =>
  document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('a change that waits for the press that caused it to end', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once when no pointer is down (focus left by keyboard)', () => {
    const run = vi.fn();
    afterPointerRelease(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the release and its click, not during the press', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    press('pointerdown');
    afterPointerRelease(run);
    expect(run).not.toHaveBeenCalled();
    press('pointerup');
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the press is cancelled, and later changes run at once again', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    press('pointerdown');
    afterPointerRelease(run);
    press('pointercancel');
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);

    const next = vi.fn();
    afterPointerRelease(next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
