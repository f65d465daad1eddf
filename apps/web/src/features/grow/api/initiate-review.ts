import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InitiateReview, Review } from '@apps/contracts/grow/review';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/reviews`: a manager starts a review; they become its reviewer. */
export function initiateReview(input: InitiateReview): Promise<Review> {
  return api.post<Review>('/grow/reviews', input);
}

export function useInitiateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: initiateReview, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.reviews() }) });
}
