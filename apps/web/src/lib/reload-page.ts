/**
 * Loads the current address again from the server: a fresh document re-fetches the page's code,
 * including a chunk the last attempt could not load (or one a new release renamed). Apart so tests
 * can replace it (jsdom cannot reload).
 */
export function reloadPage(): void {
  window.location.reload();
}
