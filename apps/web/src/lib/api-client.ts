import type { ApiEnvelope, ValidationErrors } from '@apps/contracts/envelope';
import { i18n } from './i18n/intl';
import { apiErrorMessages } from './messages';
import { yieldToMain } from './yield-to-main';

/**
 * SPEC.md section 8 messages of the client, in the page's language at the time the error is made
 * (English unless a language is chosen).
 */
export const API_ERROR_MESSAGES = {
  get validation() {
    return i18n().formatMessage(apiErrorMessages.validation);
  },
  get generic() {
    return i18n().formatMessage(apiErrorMessages.generic);
  },
  get network() {
    return i18n().formatMessage(apiErrorMessages.network);
  },
  get unexpected() {
    return i18n().formatMessage(apiErrorMessages.unexpected);
  },
  nonJson: (type: string) => i18n().formatMessage(apiErrorMessages.nonJson, { type }),
};

/**
 * A failed API call: `status` (0 for network failure), field errors, the server's
 * trace id and timestamp are kept for the error banner.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly validationErrors: ValidationErrors | null = null,
    readonly traceId: string | null = null,
    readonly timestamp: string | null = null,
  ) {
    super(message);
  }
}

interface ClientSettings {
  /** Bearer token for the API; null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Called once per 401 so the app can sign the person out. */
  onUnauthorized: () => void;
}

let settings: ClientSettings = { getAccessToken: async () => null, onUnauthorized: () => {} };
let configured = false;

/** Wires the token source and the 401 reaction (done once by the auth provider). */
export function configureApiClient(next: ClientSettings): void {
  settings = next;
  configured = true;
}

/**
 * Whether the identity client has wired its token source yet. Before that a request would leave without
 * a bearer token and its 401 would sign the person out, so a route loader that prefetches on a cold load
 * starts nothing until it is true; the screen's own queries fetch as before.
 */
export function isApiClientConfigured(): boolean {
  return configured;
}

/** API origin: same origin unless `VITE_API_URL` is set at build time. The versioned prefix is /v1. */
const API_BASE = `${(import.meta.env.VITE_API_URL as string | undefined) ?? ''}/v1`;

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the bearer token (public routes). */
  anonymous?: boolean;
  /** Send `body` (a string) as it is with this media type instead of JSON, e.g. `text/csv` (import). */
  contentType?: string;
}

/**
 * Calls `/v1{path}` with JSON (or `contentType`'s raw text) and the bearer token and unwraps the envelope.
 * @returns `data` of the success envelope.
 * @throws ApiError with the spec's messages for server failures, non-JSON answers and network errors.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  if (!options.anonymous) {
    const token = await settings.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  // Each request leaves in a task of its own: a screen starts all its reads in one pass of effects as it
  // mounts, and every fetch costs the main thread a millisecond or more (short tasks).
  await yieldToMain();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : options.contentType ? String(options.body) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(API_ERROR_MESSAGES.network, 0);
  }

  const type = response.headers.get('content-type') ?? 'unknown';
  if (!type.includes('application/json')) {
    throw new ApiError(API_ERROR_MESSAGES.nonJson(type), response.status);
  }
  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    throw new ApiError(API_ERROR_MESSAGES.unexpected, response.status);
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    throw new ApiError(API_ERROR_MESSAGES.unexpected, response.status);
  }
  if (!envelope.success) {
    if (response.status === 401 && !options.anonymous) settings.onUnauthorized();
    const message =
      envelope.error || (envelope.validationErrors ? API_ERROR_MESSAGES.validation : API_ERROR_MESSAGES.generic);
    throw new ApiError(message, response.status, envelope.validationErrors, envelope.traceId, envelope.timestamp);
  }
  return envelope.data;
}

/** Shorthands of `apiRequest`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return API_ERROR_MESSAGES.unexpected;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The `filename="..."` of a Content-Disposition header, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GETs a file from `/v1{path}` (exports) with the bearer token, reading the body as a stream
 * and reporting the bytes received so far to `onProgress` (the total is unknown: the server streams).
 * @returns the bytes and the file name.
 * @throws ApiError from the failure envelope (400 field errors, 403), for network errors, and for a
 * download that broke off.
 */
export async function apiDownload(
  path: string,
  options: { query?: Query; signal?: AbortSignal; onProgress?: (bytes: number) => void; fallbackName: string },
): Promise<DownloadedFile> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  const token = await settings.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Each request leaves in a task of its own: a screen starts all its reads in one pass of effects as it
  // mounts, and every fetch costs the main thread a millisecond or more (short tasks).
  await yieldToMain();
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(API_ERROR_MESSAGES.network, 0);
  }
  if (!response.ok) {
    // A refusal is the /v1 envelope: reuse apiRequest's reading of it.
    let envelope: ApiEnvelope<unknown> | null = null;
    try {
      envelope = (await response.json()) as ApiEnvelope<unknown>;
    } catch {
      throw new ApiError(API_ERROR_MESSAGES.unexpected, response.status);
    }
    if (response.status === 401) settings.onUnauthorized();
    const message = envelope?.error || (envelope?.validationErrors ? API_ERROR_MESSAGES.validation : API_ERROR_MESSAGES.generic);
    throw new ApiError(message, response.status, envelope?.validationErrors ?? null, envelope?.traceId ?? null, envelope?.timestamp ?? null);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        options.onProgress?.(received);
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(API_ERROR_MESSAGES.network, 0);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName) };
}
