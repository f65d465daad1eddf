/** How an outbox worker polls: a pass every `intervalMs` (default 2 s), at once again after a full batch. */
export interface OutboxWorkerOptions {
  batchSize?: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs `pass` (one claim-and-deliver round over the outbox, answering how many deliveries it handled)
 * until stopped; a pass that throws (database down) is reported to `onError` and the next pass tries
 * again. `stop()` waits for the running pass.
 */
export function startOutboxWorker(pass: () => Promise<number>, options: OutboxWorkerOptions) {
  let stopped = false;
  let wake: (() => void) | null = null;
  const tick = async () => {
    while (!stopped) {
      const handled = await pass().catch((error: unknown) => {
        options.onError?.(error);
        return 0;
      });
      // A full batch means more may be waiting: go on at once.
      if (handled < (options.batchSize ?? 50)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.intervalMs ?? 2_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  };
  const running = tick();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
