import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { AppToaster } from '../components/app-toaster';
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

/** The screen, drawn again when the person's time zone or date format arrives or changes. */
function PersonDatesOutlet() {
  return <Outlet key={usePersonDates()} />;
}
