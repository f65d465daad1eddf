// Progress rules of Grow. Pure functions: the services store
// states, the mappers compute percentages from the stored numbers.

/** Rounds a percentage to one decimal (e.g. 33.333 -> 33.3, 66.666 -> 66.7). */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * Progress of a key result in percent: current / target x 100, clamped to 0..100 and rounded to one
 * decimal. `target` is greater than 0 (the contract and a CHECK constraint ensure it).
 */
export function keyResultProgress(current: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(current)) return 0;
  return roundPercent(clampPercent((current / target) * 100));
}

/**
 * A key result is reached when its current value is at or above its target. This, not the rounded
 * percentage, decides completion: 99.96 % shows as 100.0 but is not yet reached.
 */
export function isKeyResultReached(current: number, target: number): boolean {
  return current >= target;
}

/**
 * Progress of an OKR in percent: the mean of its key results' (unrounded, clamped) progress, rounded
 * to one decimal; 0 for an OKR without key results.
 */
export function okrProgress(keyResults: ReadonlyArray<{ current: number; target: number }>): number {
  if (keyResults.length === 0) return 0;
  const sum = keyResults.reduce(
    (total, keyResult) => total + (keyResult.target > 0 ? clampPercent((keyResult.current / keyResult.target) * 100) : 0),
    0,
  );
  return roundPercent(sum / keyResults.length);
}

/** An OKR is completed when it has key results and every one of them is reached. */
export function isOkrComplete(keyResults: ReadonlyArray<{ current: number; target: number }>): boolean {
  return keyResults.length > 0 && keyResults.every((keyResult) => isKeyResultReached(keyResult.current, keyResult.target));
}

/** Progress of a learning path in percent: completed / total modules, one decimal; 0 without modules. */
export function learningPathProgress(completed: number, total: number): number {
  if (total <= 0) return 0;
  return roundPercent(clampPercent((completed / total) * 100));
}

/** Learning path status: NotStarted with none completed, Completed with all, InProgress otherwise. */
export function learningPathStatus(completed: number, total: number): 'NotStarted' | 'InProgress' | 'Completed' {
  if (total > 0 && completed >= total) return 'Completed';
  return completed > 0 ? 'InProgress' : 'NotStarted';
}

/** Career goal status: Achieved when it has milestones and every one has `completedAt`, else Active. */
export function careerGoalStatus(milestones: ReadonlyArray<{ completedAt: Date | string | null }>): 'Active' | 'Achieved' {
  return milestones.length > 0 && milestones.every((m) => m.completedAt !== null) ? 'Achieved' : 'Active';
}
