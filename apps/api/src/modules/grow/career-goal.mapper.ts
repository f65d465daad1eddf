import type { CareerGoal, Milestone } from '@apps/contracts/grow/career-goal';
import type { CareerGoalWithMilestones, MilestoneRow } from './career-goal.repository';

export function toMilestoneDto(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    targetDate: row.targetDate,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Career goal row with milestones -> DTO. */
export function toCareerGoalDto(row: CareerGoalWithMilestones): CareerGoal {
  return {
    id: row.id,
    employeeId: row.employeeId,
    currentRole: row.currentRole,
    targetRole: row.targetRole,
    timelineMonths: row.timelineMonths,
    status: row.status,
    milestones: row.milestones.map(toMilestoneDto),
    createdAt: row.createdAt.toISOString(),
    achievedAt: row.achievedAt?.toISOString() ?? null,
  };
}
