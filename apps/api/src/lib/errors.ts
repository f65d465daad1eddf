import type { ValidationErrors } from '@apps/contracts/envelope';

/**
 * A rule failure a service reports; the error handler turns it into the envelope with its status
 * (ARCHITECTURE.md status codes). Services throw these and never touch HTTP.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly validationErrors: ValidationErrors | null = null,
  ) {
    super(message);
  }
}

/** 400: input breaks a rule; `fields` maps field name -> messages. */
export class ValidationError extends AppError {
  constructor(fields: ValidationErrors, message = 'Validation failed') {
    super(400, message, fields);
  }
}

/** 401: no token, or a token that does not verify. */
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

/** 403: authenticated, but the caller's roles do not allow this (or the account is inactive). */
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}

/** 404: missing, or a record the caller may not see. */
export class NotFoundError extends AppError {
  constructor(what = 'Resource') {
    super(404, `${what} not found`);
  }
}

/** 409: a state transition that is not allowed now, or a duplicate. */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 503: a dependency (the database) is unavailable. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service temporarily unavailable. Please try again shortly.') {
    super(503, message);
  }
}
