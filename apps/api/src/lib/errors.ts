import type { ValidationErrors } from '@apps/contracts/envelope';
import type { Language } from '@apps/contracts/core/user-settings.values';

/**
 * A text of a refusal in every language: its English, which the error keeps as its message (logs,
 * tests and the spec read it), and its translation, which the error handler answers the requester in.
 * A module makes these from its own messages (`refusalTexts` of lib/i18n).
 */
export interface LocalizedText {
  readonly english: string;
  in(language: Language): string;
}

/** What a service throws with: a plain English text, or a text the requester reads in their language. */
export type ErrorText = string | LocalizedText;

/** Field name -> messages, each plain or translatable. */
export type ErrorFields = Readonly<Record<string, readonly ErrorText[]>>;

const englishOf = (text: ErrorText): string => (typeof text === 'string' ? text : text.english);

/**
 * A rule failure a service reports; the error handler turns it into the envelope with its status
 * (ARCHITECTURE.md status codes). Services throw these and never touch HTTP.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly validationErrors: ValidationErrors | null;
  /** The translatable texts this error was thrown with, by their English (private: no noise in logs). */
  readonly #localized = new Map<string, LocalizedText>();

  constructor(
    readonly statusCode: number,
    message: ErrorText,
    validationErrors: ErrorFields | null = null,
  ) {
    super(englishOf(message));
    const keep = (text: ErrorText): string => {
      if (typeof text !== 'string') this.#localized.set(text.english, text);
      return englishOf(text);
    };
    keep(message);
    this.validationErrors = validationErrors && Object.fromEntries(Object.entries(validationErrors).map(([field, texts]) => [field, texts.map(keep)]));
  }

  /** `text` (the message or a field message of this error) in `language`, when it was thrown translatable. */
  textIn(language: Language, text: string): string | undefined {
    return this.#localized.get(text)?.in(language);
  }
}

/** 400: input breaks a rule; `fields` maps field name -> messages. */
export class ValidationError extends AppError {
  constructor(fields: ErrorFields, message: ErrorText = 'Validation failed') {
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
  constructor(message: ErrorText = 'You do not have permission to do this') {
    super(403, message);
  }
}

/**
 * 404: missing, or a record the caller may not see. `what` names the record (`User` -> "User not
 * found"); a translatable text is the whole message.
 */
export class NotFoundError extends AppError {
  constructor(what: ErrorText = 'Resource') {
    super(404, typeof what === 'string' ? `${what} not found` : what);
  }
}

/** 409: a state transition that is not allowed now, or a duplicate. */
export class ConflictError extends AppError {
  constructor(message: ErrorText) {
    super(409, message);
  }
}

/** 503: a dependency (the database) is unavailable. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service temporarily unavailable. Please try again shortly.') {
    super(503, message);
  }
}
