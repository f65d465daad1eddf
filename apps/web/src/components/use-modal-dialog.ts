import { useEffect, type RefObject } from 'react';

/**
 * Opens and closes a `<dialog>` as a modal with `open` (focus stays inside, Escape cancels), with a
 * fallback for environments without `showModal` (jsdom).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [ref, open]);
}
