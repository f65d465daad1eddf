import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task';

describe('startPeriodicTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass at once and then every interval, skipping ticks while a pass is still going', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const task = startPeriodicTask(pass, { intervalMs: 1_000 });
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    release();
    await task.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('hands a failed pass to onError and tries again at the next tick', async () => {
    vi.useFakeTimers();
    const failure = new Error('database down');
    const pass = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const onError = vi.fn();
    const task = startPeriodicTask(pass, { intervalMs: 1_000, onError });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(pass).toHaveBeenCalledTimes(2);
    await task.stop();
  });

  it('stop waits for the pass under way', async () => {
    let finished = false;
    const task = startPeriodicTask(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    }, { intervalMs: 60_000 });
    await task.stop();
    expect(finished).toBe(true);
  });
});
