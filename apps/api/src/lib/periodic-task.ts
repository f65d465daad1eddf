/** A task started by {@link startPeriodicTask}. */
export interface PeriodicTask {
  /** Clears the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at once and then every `intervalMs` milliseconds until `stop()`, never two passes at
 * once: a tick while the last pass is still going is skipped. A pass that fails (the database down)
 * goes to `onError` and the next tick tries again. The timer does not keep the process alive.
 */
export function startPeriodicTask(pass: () => Promise<unknown>, options: { intervalMs: number; onError?: ((error: unknown) => void) | undefined }): PeriodicTask {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
