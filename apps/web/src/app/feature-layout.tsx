import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { AppToaster } from '../components/app-toaster';
import { Spinner } from '../components/spinner';
import { usePersonDates } from '../features/settings/use-person-dates';
import { queryClient } from '../lib/query-client';

export { createQueryClient, queryClient } from '../lib/query-client';

/**
 * Server state (TanStack Query) and toasts (top-right, below the header, at most three) for every screen but sign-in and home, loaded
 * with the first of them so the first screens stay small (JavaScript budget).
 */
export function FeatureLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <PersonDatesOutlet />
      <AppToaster />
    </QueryClientProvider>
  );
}

/**
 * The screen, once the person's time zone, date format and language are known, and drawn again when
 * they change.
 */
function PersonDatesOutlet() {
  const key = usePersonDates();
  if (key === null) return <Spinner className="py-12" />;
  return <Outlet key={key} />;
}
