import type { LearningModule, LearningPath } from '@apps/contracts/grow/learning-path';
import type { LearningModuleRow, LearningPathWithModules } from './learning-path.repository';
import { learningPathProgress } from './progress';

export function toLearningModuleDto(row: LearningModuleRow): LearningModule {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Path row with modules -> DTO; progress is completed / total modules in percent, one decimal. */
export function toLearningPathDto(row: LearningPathWithModules): LearningPath {
  const completed = row.modules.filter((m) => m.completedAt !== null).length;
  return {
    id: row.id,
    employeeId: row.employeeId,
    title: row.title,
    description: row.description,
    progress: learningPathProgress(completed, row.modules.length),
    status: row.status,
    modules: row.modules.map(toLearningModuleDto),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
