// Small statistics for the soak: least-squares slope and the window it is computed over.

/**
 * Least-squares slope of `points` (`{ x, y }`), in y units per x unit; 0 for fewer than two points.
 * @param {Array<{ x: number, y: number }>} points
 */
export function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/**
 * The samples taken in the last `fraction` of the run (the first third is warm-up: JIT, caches,
 * connection pool, prepared statements).
 * @template {{ at: number }} T
 * @param {T[]} samples
 * @param {number} startedAt
 * @param {number} endedAt
 */
export function lastPart(samples, startedAt, endedAt, fraction = 2 / 3) {
  const from = endedAt - (endedAt - startedAt) * fraction;
  return samples.filter((s) => s.at >= from);
}

/** Growth in MB per minute of one memory figure over `samples` (bytes, `at` in ms). */
export function mbPerMinute(samples, key) {
  return slope(samples.map((s) => ({ x: s.at / 60_000, y: s[key] / 2 ** 20 })));
}
