// Task functions for file-parse-pool.test.ts, loaded by the pool's worker threads: stand-ins for a
// parser that answers, one caught in a loop that never returns, and one that outgrows its heap.

/** Answers at once. */
export function echo(text: string): string {
  return text;
}

/** Never returns nor yields, as a parser caught in an endless loop. */
export function spinForever(): never {
  for (;;) {
    // Nothing: only terminating the thread ends this.
  }
}

/** Keeps allocating until the thread's heap is exhausted. */
export function exhaustHeap(): never {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length));
}
