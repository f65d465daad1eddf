import { useEffect, useState } from 'react';
import toast, { Toaster, useToasterStore, type ToastPosition } from 'react-hot-toast';

/** At most this many toasts show at once; older ones are dismissed. */
export const MAX_TOASTS = 3;

/** The header's height (Tailwind `h-16`, 4rem) plus a gap: toasts start below it. */
export const TOAST_TOP_OFFSET_PX = 72;

/** Gap between a toast and what it keeps clear of, in px. */
export const TOAST_GAP_PX = 8;

/** Distance of phone toasts from the bottom edge when no bottom bar is shown, in px. */
export const TOAST_BOTTOM_OFFSET_PX = 16;

/**
 * Marks a screen's main actions: the page header's buttons (`data-page-actions`) and a bar of
 * buttons kept at the bottom of a phone's screen (`data-bottom-bar`). Toasts keep clear of both.
 */
export const PAGE_ACTIONS_ATTRIBUTE = 'data-page-actions';
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/** A toast in the theme's card colours (the library's own are a fixed white and near-black). */
const TOAST_STYLE = { background: 'var(--color-white)', color: 'var(--color-slate-900)' };

/** Below this width (Tailwind `sm`) the screen is a phone's: toasts go to the bottom. */
const PHONE_QUERY = '(max-width: 639px)';

interface Placement {
  position: ToastPosition;
  style: { top?: number; bottom?: number };
}

/** The lowest bottom edge of the visible elements with `attribute`, in viewport px (0 if none). */
function lowestBottom(attribute: string): number {
  let lowest = 0;
  for (const element of document.querySelectorAll(`[${attribute}]`)) {
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) lowest = Math.max(lowest, box.bottom);
  }
  return lowest;
}

/** The highest top edge of the visible elements with `attribute`, in viewport px (null if none). */
function highestTop(attribute: string): number | null {
  let highest: number | null = null;
  for (const element of document.querySelectorAll(`[${attribute}]`)) {
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) highest = Math.min(highest ?? box.top, box.top);
  }
  return highest;
}

/**
 * Where toasts go now: on a wide screen top-right below the header and below
 * the page header's buttons while they are in view; on a phone at the bottom, above a bottom bar
 * of buttons when one is shown. So a toast never covers the account menu or the screen's main buttons.
 */
export function toastPlacement(): Placement {
  if (window.matchMedia?.(PHONE_QUERY).matches) {
    const bar = highestTop(BOTTOM_BAR_ATTRIBUTE);
    const bottom = bar === null ? TOAST_BOTTOM_OFFSET_PX : Math.max(TOAST_BOTTOM_OFFSET_PX, window.innerHeight - bar + TOAST_GAP_PX);
    return { position: 'bottom-center', style: { bottom } };
  }
  return { position: 'top-right', style: { top: Math.max(TOAST_TOP_OFFSET_PX, lowestBottom(PAGE_ACTIONS_ATTRIBUTE) + TOAST_GAP_PX) } };
}

/**
 * The app's toasts, at most `MAX_TOASTS` at once, placed by `toastPlacement` each time one appears,
 * so they never cover the header's name and account menu nor the screen's main buttons.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();
  const visible = toasts.filter((t) => t.visible);
  const [placement, setPlacement] = useState<Placement>({ position: 'top-right', style: { top: TOAST_TOP_OFFSET_PX } });
  useEffect(() => {
    visible.slice(MAX_TOASTS).forEach((t) => toast.dismiss(t.id));
  }, [visible]);
  const newest = visible[0]?.id;
  useEffect(() => {
    if (newest) setPlacement(toastPlacement());
  }, [newest]);
  return <Toaster position={placement.position} containerStyle={placement.style} toastOptions={{ duration: 4000, style: TOAST_STYLE }} />;
}
