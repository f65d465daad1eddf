import type { FastifyRequest } from 'fastify';
import type { ApiFailure, ApiSuccess, ValidationErrors } from '@apps/contracts/envelope';

/**
 * Wraps `data` in the success envelope (ARCHITECTURE.md "Fixed contracts") with the request's trace id.
 * Route handlers return `ok(request, dto)`.
 */
export function ok<T>(request: FastifyRequest, data: T): ApiSuccess<T> {
  return {
    success: true,
    data,
    error: null,
    validationErrors: null,
    traceId: request.id,
    timestamp: new Date().toISOString(),
  };
}

/** The failure envelope; `validationErrors` only for 400 with field errors. */
export function failure(
  request: FastifyRequest,
  error: string,
  validationErrors: ValidationErrors | null = null,
): ApiFailure {
  return {
    success: false,
    data: null,
    error,
    validationErrors,
    traceId: request.id,
    timestamp: new Date().toISOString(),
  };
}
