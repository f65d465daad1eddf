/**
 * Resolves in a new task of the page's main thread, so that the work after `await yieldToMain()` does
 * not run in the same task as the work before it (a cold load's long tasks, each over 50 ms
 * at Lighthouse's 4x CPU slowdown, are its Total Blocking Time; two shorter tasks block less, and the
 * browser may paint or handle input in between). Uses `scheduler.yield()` where the browser has it
 * (Chromium), which runs the rest before other queued tasks, else a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
