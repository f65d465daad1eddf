import { z } from 'zod';
import { IdSchema, oneLineText, requiredText, TimestampSchema } from '../common';
import { enumListQuery, PageQuerySchema, pageSchema } from '../page';
import { JOB_STATUSES } from './job-posting.values';

/** Employment types; new postings default to FullTime. */
export const EMPLOYMENT_TYPES = ['FullTime', 'PartTime', 'Contract', 'Intern'] as const;
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES, { message: `Must be one of: ${EMPLOYMENT_TYPES.join(', ')}` });
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;

/** Experience levels; new postings default to Mid. */
export const EXPERIENCE_LEVELS = ['Fresher', 'Junior', 'Mid', 'Senior', 'Lead', 'Principal'] as const;
export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVELS, { message: `Must be one of: ${EXPERIENCE_LEVELS.join(', ')}` });
export type ExperienceLevel = z.infer<typeof ExperienceLevelSchema>;

export { EDITABLE_JOB_STATUSES, JOB_STATUSES, type JobStatus } from './job-posting.values';

export const JobStatusSchema = z.enum(JOB_STATUSES, { message: `Must be one of: ${JOB_STATUSES.join(', ')}` });

/** Defaults of a new posting. */
export const JOB_DEFAULTS = { employmentType: 'FullTime', experienceLevel: 'Mid' } as const satisfies {
  employmentType: EmploymentType;
  experienceLevel: ExperienceLevel;
};

/** At most this many required skills per posting, each at most 50 characters. */
export const MAX_REQUIRED_SKILLS = 30;

/** Field rules shared by the create form, `POST` and `PUT`. */
export const JobFieldSchemas = {
  title: oneLineText(200, 'Title is required'),
  description: requiredText(10_000, 'Description is required'),
  department: oneLineText(100, 'Department is required'),
  location: oneLineText(100, 'Location is required'),
  employmentType: EmploymentTypeSchema,
  experienceLevel: ExperienceLevelSchema,
  requiredSkills: z
    .array(oneLineText(50, 'A skill must not be blank'), { message: 'Must be a list of skills' })
    .max(MAX_REQUIRED_SKILLS, { message: `At most ${MAX_REQUIRED_SKILLS} skills` })
    // The same skill twice (in any case) is kept once, in the order first given.
    .transform((skills) => skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i)),
};

/**
 * Body of `POST /v1/hire/jobs`: title, description, department and location are required;
 * employmentType defaults to FullTime, experienceLevel to Mid, requiredSkills to none.
 */
export const CreateJobPostingSchema = z.object({
  title: JobFieldSchemas.title,
  description: JobFieldSchemas.description,
  department: JobFieldSchemas.department,
  location: JobFieldSchemas.location,
  employmentType: JobFieldSchemas.employmentType.default(JOB_DEFAULTS.employmentType),
  experienceLevel: JobFieldSchemas.experienceLevel.default(JOB_DEFAULTS.experienceLevel),
  requiredSkills: JobFieldSchemas.requiredSkills.default([]),
});
export type CreateJobPosting = z.infer<typeof CreateJobPostingSchema>;
export type CreateJobPostingInput = z.input<typeof CreateJobPostingSchema>;

/**
 * Body of `PUT /v1/hire/jobs/{id}`: the fields to change (at least one); fields not sent are kept.
 * The status is not a field here: it changes only through publish and close.
 */
export const UpdateJobPostingSchema = z
  .object({
    title: JobFieldSchemas.title.optional(),
    description: JobFieldSchemas.description.optional(),
    department: JobFieldSchemas.department.optional(),
    location: JobFieldSchemas.location.optional(),
    employmentType: JobFieldSchemas.employmentType.optional(),
    experienceLevel: JobFieldSchemas.experienceLevel.optional(),
    requiredSkills: JobFieldSchemas.requiredSkills.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
export type UpdateJobPosting = z.infer<typeof UpdateJobPostingSchema>;

/** A job posting; timestamps are ISO 8601. */
export const JobPostingSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  department: z.string(),
  location: z.string(),
  employmentType: EmploymentTypeSchema,
  experienceLevel: ExperienceLevelSchema,
  requiredSkills: z.array(z.string()),
  status: JobStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  publishedAt: TimestampSchema.nullable(),
  closedAt: TimestampSchema.nullable(),
});
export type JobPosting = z.infer<typeof JobPostingSchema>;

/**
 * Query of `GET /v1/hire/jobs`: `status` a comma-separated filter (e.g. `Draft,Open`), `limit` 1..100
 * (default 20), `offset`. Newest first.
 */
export const JobPostingListQuerySchema = PageQuerySchema.extend({ status: enumListQuery(JOB_STATUSES) });
export type JobPostingListQuery = z.infer<typeof JobPostingListQuerySchema>;

export const JobPostingPageSchema = pageSchema(JobPostingSchema);
export type JobPostingPage = z.infer<typeof JobPostingPageSchema>;

/** 409 messages of the job posting state machine. */
export const JOB_CONFLICT_MESSAGES = {
  publish: 'Only a Draft job posting can be published',
  close: 'Only an Open job posting can be closed',
  update: 'A Closed job posting can no longer be changed',
} as const;
