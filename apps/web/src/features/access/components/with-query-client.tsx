import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';

/**
 * The app's one query cache around `children` where no screen provides it: home is outside the
 * feature layout (its first load stays small), as the header's bell is.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  return existing ? <>{children}</> : <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
