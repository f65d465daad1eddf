import { QueryClientProvider } from '@tanstack/react-query';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { queryClient } from '../../lib/query-client';

/**
 * The bell with the app's one query cache on every screen, home too. It comes with the
 * signed-in app's shell chunk; TanStack Query stays out of the sign-in
 * screen's first load because the signed-in app itself is lazy.
 */
export default function NotificationBellSlot() {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationBell />
    </QueryClientProvider>
  );
}
