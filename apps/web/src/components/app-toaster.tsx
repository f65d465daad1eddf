import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** At most this many toasts show at once; older ones are dismissed (issue 14 item 8). */
export const MAX_TOASTS = 3;

/** The header's height (Tailwind `h-16`, 4rem) plus a gap: toasts start below it. */
export const TOAST_TOP_OFFSET_PX = 72;

/**
 * The app's toasts (SPEC.md section 8: top-right), at most `MAX_TOASTS` at once and placed below the
 * sticky header, so they never cover the name and the account menu (issue 14 item 8).
 */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return <Toaster position="top-right" containerStyle={{ top: TOAST_TOP_OFFSET_PX }} toastOptions={{ duration: 4000 }} />;
}
