import { QueryClient } from '@tanstack/react-query';

/** Query defaults: no refetch on window focus, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/**
 * One cache for the whole page load, kept while the person moves between screens; shared by the
 * feature screens (app/feature-layout.tsx) and the header's notification bell. A module of its own, so the
 * app shell does not load zod with it.
 */
export const queryClient = createQueryClient();
