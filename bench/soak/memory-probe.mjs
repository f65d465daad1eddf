// Loaded into the server process by the soak (`node --expose-gc --import ./bench/soak/memory-probe.mjs ...`):
// on each 'sample' message from the soak it runs a full garbage collection, so the heap figure is the
// live heap rather than a point on the sawtooth of uncollected garbage, and answers the process's
// memory. Nothing else in the server changes; without an IPC channel the probe does nothing.
const leakKb = Number(process.env.SOAK_PROBE_LEAK_KB ?? 0);
const leaked = [];

if (process.send) {
  process.on('message', (message) => {
    if (message !== 'sample') return;
    // SOAK_PROBE_LEAK_KB (the soak's --simulate-leak-kb) makes the soak's own leak detection fail on purpose.
    if (leakKb > 0) leaked.push(new Array(leakKb * 128).fill(leaked.length));
    globalThis.gc?.();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send({ type: 'memory', at: Date.now(), rss, heapUsed, heapTotal, external });
  });
  // The channel must not keep a server alive that is shutting down.
  process.channel?.unref();
}
