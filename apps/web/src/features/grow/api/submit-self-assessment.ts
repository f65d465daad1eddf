import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, SelfAssessment } from '@apps/contracts/grow/review';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/reviews/{id}/self-assessment`: the reviewed employee's rating and text. */
export function submitSelfAssessment({ reviewId, input }: { reviewId: string; input: SelfAssessment }): Promise<Review> {
  return api.post<Review>(`/grow/reviews/${reviewId}/self-assessment`, input);
}

export function useSubmitSelfAssessment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitSelfAssessment, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.reviews() }) });
}
