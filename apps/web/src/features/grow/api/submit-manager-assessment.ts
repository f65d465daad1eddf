import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagerAssessment, Review } from '@apps/contracts/grow/review';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/reviews/{id}/manager-assessment`: the reviewer's strengths, areas of improvement and rating. */
export function submitManagerAssessment({ reviewId, input }: { reviewId: string; input: ManagerAssessment }): Promise<Review> {
  return api.post<Review>(`/grow/reviews/${reviewId}/manager-assessment`, input);
}

export function useSubmitManagerAssessment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitManagerAssessment, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.reviews() }) });
}
