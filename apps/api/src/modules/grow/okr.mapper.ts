import type { KeyResult, Okr } from '@apps/contracts/grow/okr';
import type { KeyResultRow, OkrWithKeyResults } from './okr.repository';
import { keyResultProgress, okrProgress } from './progress';

/** Key result row -> DTO with its progress (percent, one decimal). */
export function toKeyResultDto(row: KeyResultRow): KeyResult {
  return {
    id: row.id,
    description: row.description,
    target: row.target,
    unit: row.unit,
    current: row.current,
    progress: keyResultProgress(row.current, row.target),
  };
}

/** OKR row with key results -> DTO; progress is the mean of the key results (percent, one decimal). */
export function toOkrDto(row: OkrWithKeyResults): Okr {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    quarter: row.quarter,
    year: row.year,
    objective: row.objective,
    status: row.status,
    progress: okrProgress(row.keyResults),
    keyResults: row.keyResults.map(toKeyResultDto),
    approvedById: row.approvedById,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
