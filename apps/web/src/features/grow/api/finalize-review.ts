import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@apps/contracts/grow/review';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/reviews/{id}/finalize`: the reviewer closes the review after both assessments. */
export function finalizeReview(reviewId: string): Promise<Review> {
  return api.post<Review>(`/grow/reviews/${reviewId}/finalize`);
}

export function useFinalizeReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finalizeReview, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.reviews() }) });
}
