import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient } from './api-client';

function respond(body: unknown, init: { status?: number; type?: string } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: init.status ?? 200, headers: { 'content-type': init.type ?? 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest (SPEC.md section 8)', () => {
  it('unwraps data and sends the bearer token', async () => {
    configureApiClient({ getAccessToken: async () => 'token-1', onUnauthorized: () => {} });
    respond({ success: true, data: { ok: 1 }, error: null, validationErrors: null, traceId: 't', timestamp: 'now' });
    await expect(api.get('/x')).resolves.toEqual({ ok: 1 });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it("uses the server's error text and keeps status, field errors, trace id and timestamp", async () => {
    respond({ success: false, data: null, error: 'Nope', validationErrors: { reason: ['Required'] }, traceId: 'trace', timestamp: 'ts' }, { status: 400 });
    const error = (await api.post('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Nope', status: 400, validationErrors: { reason: ['Required'] }, traceId: 'trace', timestamp: 'ts' });
  });

  it("falls back to 'Validation failed' and 'An error occurred'", async () => {
    respond({ success: false, data: null, error: '', validationErrors: { a: ['b'] }, traceId: 't', timestamp: 'ts' }, { status: 400 });
    await expect(api.get('/x')).rejects.toThrow('Validation failed');
    respond({ success: false, data: null, error: '', validationErrors: null, traceId: 't', timestamp: 'ts' }, { status: 409 });
    await expect(api.get('/x')).rejects.toThrow('An error occurred');
  });

  it('rejects a non-JSON answer and reports network failure with status 0', async () => {
    respond('<html></html>', { type: 'text/html' });
    await expect(api.get('/x')).rejects.toThrow('Expected JSON response but got text/html');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(error.status).toBe(0);
  });

  it('signs the person out on 401', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getAccessToken: async () => 'expired', onUnauthorized });
    respond({ success: false, data: null, error: 'Token has expired', validationErrors: null, traceId: 't', timestamp: 'ts' }, { status: 401 });
    await expect(api.get('/x')).rejects.toThrow('Token has expired');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
