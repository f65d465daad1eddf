import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after the current task, not in it', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('rest of this task');
    await done;
    expect(order).toEqual(['rest of this task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() when there is one", async () => {
    const schedulerYield = vi.fn(async () => {});
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
