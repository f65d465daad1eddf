import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { config as zodConfig } from 'zod';
import { AppToaster } from '../components/app-toaster';

// zod's fast path compiles validators with `new Function`; the CSP forbids eval (script-src 'self'),
// and the mere attempt is reported as a violation. The feature screens validate forms without it.
zodConfig({ jitless: true });

/** Query defaults from SPEC.md section 7: no refetch on window focus, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/** One cache for the whole page load, kept while the person moves between screens. */
export const queryClient = createQueryClient();

/**
 * Server state (TanStack Query) and toasts (top-right, below the header, at most three) for every screen but sign-in and home, loaded
 * with the first of them so the first screens stay small (issue 8: JavaScript budget).
 */
export function FeatureLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <AppToaster />
    </QueryClientProvider>
  );
}
