import { QueryClientProvider } from '@tanstack/react-query';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { queryClient } from '../feature-layout';

/**
 * The bell with the app's one query cache (issue 17). The header lazy-loads this file, so TanStack
 * Query stays out of the first load (decision 0009) while the bell shows on every screen, home too.
 */
export default function NotificationBellSlot() {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationBell />
    </QueryClientProvider>
  );
}
