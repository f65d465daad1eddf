import { useRouteError } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { reloadPage } from '../lib/reload-page';
import { ErrorScreen } from './error-boundary';
import { useI18n } from '../lib/i18n/intl';
import { errorScreenMessages as messages } from './messages';

// Apart from error-boundary.tsx, which the entry loads before the router: this file needs React
// Router, and only the router's routes use it.

/** Texts of the screen shown when a screen's code could not be downloaded (ours). */
export const CHUNK_ERROR_TEXTS = {
  title: messages.chunkTitle.defaultMessage,
  message: messages.chunkMessage.defaultMessage,
  retry: messages.retry.defaultMessage,
  home: messages.home.defaultMessage,
} as const;

/**
 * Whether `error` is a failed download of code (a lazy `import()` that rejected, or Vite's preload
 * of a chunk's CSS): Chromium 'Failed to fetch dynamically imported module', Safari 'Importing a
 * module script failed', Firefox 'error loading dynamically imported module', Vite 'Unable to preload
 * CSS'. Such an error is not a bug in the page, and trying again can mend it.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|module script/i.test(error.message)
  );
}

/**
 * The screen for a screen whose code did not download: says so and offers Retry, which loads the
 * address again (a fresh document fetches the code anew; the router keeps a failed lazy import for
 * the life of the page, so retrying inside it could only fail again), and Go to Home.
 */
export function ChunkErrorScreen() {
  const { formatMessage } = useI18n();
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <div className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <RefreshCw className="h-7 w-7" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold text-slate-900">{formatMessage(messages.chunkTitle)}</h1>
      <p className="max-w-md text-sm text-slate-600">{formatMessage(messages.chunkMessage)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={reloadPage} className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800">
          {formatMessage(messages.retry)}
        </button>
        <button
          type="button"
          onClick={() => window.location.assign('/')}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {formatMessage(messages.home)}
        </button>
      </div>
    </div>
  );
}

/** A route's error element: Retry for code that did not download, else the global error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return isChunkLoadError(error) ? <ChunkErrorScreen /> : <ErrorScreen />;
}
