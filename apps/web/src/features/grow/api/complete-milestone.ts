import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareerGoal } from '@apps/contracts/grow/career-goal';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/career-goals/{id}/milestones/{milestoneId}/complete`: the owner completes a milestone. */
export function completeMilestone({ goalId, milestoneId }: { goalId: string; milestoneId: string }): Promise<CareerGoal> {
  return api.post<CareerGoal>(`/grow/career-goals/${goalId}/milestones/${milestoneId}/complete`);
}

export function useCompleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeMilestone, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.careerGoals() }) });
}
