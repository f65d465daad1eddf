import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearningPath } from '@apps/contracts/grow/learning-path';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/learning-paths/{id}/modules/{moduleId}/complete`: the owner completes a module. */
export function completeLearningModule({ pathId, moduleId }: { pathId: string; moduleId: string }): Promise<LearningPath> {
  return api.post<LearningPath>(`/grow/learning-paths/${pathId}/modules/${moduleId}/complete`);
}

export function useCompleteLearningModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeLearningModule, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.learningPaths() }) });
}
