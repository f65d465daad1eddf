import { z } from 'zod';
import { hasControlCharacter, IdSchema, oneLineText, STORABLE_TEXT_MESSAGES, storableText, TimestampSchema } from '../common';
import { enumListQuery, PageQuerySchema, pageSchema } from '../page';
import { CANDIDATE_STATUSES, type CandidateStatus } from './candidate.values';

export {
  ACTIVE_CANDIDATE_STATUSES,
  CANDIDATE_STATUSES,
  CANDIDATE_TRANSITIONS,
  canMoveCandidate,
  type CandidateStatus,
} from './candidate.values';

export const CandidateStatusSchema = z.enum(CANDIDATE_STATUSES, { message: `Must be one of: ${CANDIDATE_STATUSES.join(', ')}` });

/** Upper bound of an expected salary, in whole rupees per year (₹100 crore): a typo guard. */
export const MAX_EXPECTED_SALARY = 1_000_000_000;

/** Optional trimmed one-line text (no control characters): blank becomes null (cleared). */
function optionalLine(max: number) {
  return storableText('Must be text')
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .refine((value) => !hasControlCharacter(value), { message: STORABLE_TEXT_MESSAGES.oneLine })
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/** Field rules shared by the register form, `POST` and `PUT`. */
export const CandidateFieldSchemas = {
  fullName: oneLineText(200, 'Full name is required'),
  /** Unique among candidates without regard to case. */
  email: z
    .string({ message: 'E-mail is required' })
    .trim()
    .max(254, { message: 'Must be at most 254 characters' })
    .pipe(z.email({ message: 'Must be a valid e-mail address' })),
  /** Digits with an optional leading +, spaces, dashes and brackets; 7 to 20 characters. */
  phone: z
    .string({ message: 'Must be text' })
    .trim()
    .refine((value) => value === '' || /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/.test(value), {
      message: 'Must be a phone number (digits, optional leading +, spaces or dashes)',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  currentRole: optionalLine(150),
  currentCompany: optionalLine(150),
  /** Years, 0 to 60, at most one decimal (e.g. 4.5). */
  totalExperience: z
    .number({ message: 'Must be a number of years' })
    .min(0, { message: 'Must be between 0 and 60 years' })
    .max(60, { message: 'Must be between 0 and 60 years' })
    .refine((years) => Math.abs(years * 10 - Math.round(years * 10)) < 1e-9, { message: 'Use at most one decimal' }),
  /** Where the candidate came from, e.g. LinkedIn, Referral, Careers page. */
  source: optionalLine(100),
  /** Expected annual salary in whole rupees (₹), not paise; null when not stated. */
  expectedSalary: z
    .number({ message: 'Must be a whole number of rupees' })
    .int({ message: 'Must be a whole number of rupees' })
    .min(0, { message: 'Must not be negative' })
    .max(MAX_EXPECTED_SALARY, { message: `Must be at most ${MAX_EXPECTED_SALARY}` })
    .nullable(),
  status: CandidateStatusSchema,
  /** The job posting the candidate is considered for; null for none. */
  jobId: IdSchema.nullable(),
};

/**
 * Body of `POST /v1/hire/candidates`: fullName and email are required; status defaults to New (any
 * status may be recorded at registration, e.g. for a candidate already in process); totalExperience
 * defaults to 0; the other fields are optional.
 */
export const RegisterCandidateSchema = z.object({
  fullName: CandidateFieldSchemas.fullName,
  email: CandidateFieldSchemas.email,
  phone: CandidateFieldSchemas.phone.optional(),
  currentRole: CandidateFieldSchemas.currentRole.optional(),
  currentCompany: CandidateFieldSchemas.currentCompany.optional(),
  totalExperience: CandidateFieldSchemas.totalExperience.default(0),
  source: CandidateFieldSchemas.source.optional(),
  expectedSalary: CandidateFieldSchemas.expectedSalary.optional(),
  status: CandidateFieldSchemas.status.default('New'),
  jobId: CandidateFieldSchemas.jobId.optional(),
});
export type RegisterCandidate = z.infer<typeof RegisterCandidateSchema>;
export type RegisterCandidateInput = z.input<typeof RegisterCandidateSchema>;

/**
 * Body of `PUT /v1/hire/candidates/{id}`: the fields to change (at least one); fields not sent are kept,
 * null clears an optional field. A new `status` must follow `CANDIDATE_TRANSITIONS`.
 */
export const UpdateCandidateSchema = z
  .object({
    fullName: CandidateFieldSchemas.fullName.optional(),
    email: CandidateFieldSchemas.email.optional(),
    phone: CandidateFieldSchemas.phone.optional(),
    currentRole: CandidateFieldSchemas.currentRole.optional(),
    currentCompany: CandidateFieldSchemas.currentCompany.optional(),
    totalExperience: CandidateFieldSchemas.totalExperience.optional(),
    source: CandidateFieldSchemas.source.optional(),
    expectedSalary: CandidateFieldSchemas.expectedSalary.optional(),
    status: CandidateFieldSchemas.status.optional(),
    jobId: CandidateFieldSchemas.jobId.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
export type UpdateCandidate = z.infer<typeof UpdateCandidateSchema>;

/**
 * A candidate. `totalExperience` in years; `expectedSalary` in whole
 * rupees per year (shown with the rupee sign); `jobTitle` is the linked posting's title.
 */
export const CandidateSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  currentRole: z.string().nullable(),
  currentCompany: z.string().nullable(),
  totalExperience: z.number(),
  source: z.string().nullable(),
  expectedSalary: z.number().int().nullable(),
  status: CandidateStatusSchema,
  jobId: IdSchema.nullable(),
  jobTitle: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Candidate = z.infer<typeof CandidateSchema>;

/**
 * Query of `GET /v1/hire/candidates`: `status` a comma-separated filter (e.g. every status but
 * Rejected for the active ones), `jobId`, `limit` 1..100 (default 20), `offset`. Newest first.
 */
export const CandidateListQuerySchema = PageQuerySchema.extend({
  status: enumListQuery(CANDIDATE_STATUSES),
  jobId: IdSchema.optional(),
});
export type CandidateListQuery = z.infer<typeof CandidateListQuerySchema>;

export const CandidatePageSchema = pageSchema(CandidateSchema);
export type CandidatePage = z.infer<typeof CandidatePageSchema>;

/** 409 messages of candidates. */
export const CANDIDATE_CONFLICT_MESSAGES = {
  duplicateEmail: 'A candidate with this e-mail is already registered',
  transition: (from: CandidateStatus, to: CandidateStatus) => `A candidate cannot move from ${from} to ${to}`,
  changedMeanwhile: 'This candidate was changed by someone else meanwhile; reload and try again',
} as const;
