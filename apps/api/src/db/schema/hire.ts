import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@apps/contracts/hire/candidate';
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, JOB_STATUSES, type EmploymentType, type ExperienceLevel, type JobStatus } from '@apps/contracts/hire/job-posting';
import { users } from './core';
import { enumCheck } from './enum-check';

/**
 * Job postings of the Hire module. Created as Draft; publish sets Open and
 * `published_at`; close sets Closed and `closed_at`.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull().default('FullTime'),
    experienceLevel: text('experience_level').$type<ExperienceLevel>().notNull().default('Mid'),
    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<JobStatus>().notNull().default('Draft'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // Lists: newest first, optionally by status (employees always filter on Open).
    index('job_postings_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('job_postings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('job_postings_created_by_idx').on(t.createdBy),
    enumCheck('job_postings_status_check', t.status, JOB_STATUSES),
    enumCheck('job_postings_employment_type_check', t.employmentType, EMPLOYMENT_TYPES),
    enumCheck('job_postings_experience_level_check', t.experienceLevel, EXPERIENCE_LEVELS),
  ],
);

/**
 * Candidates of the Hire module: personal data, readable only by
 * recruiters, managers and admins on hire. E-mail is unique without regard to case;
 * `total_experience` in years (one decimal); `expected_salary` in whole rupees per year.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    currentRole: text('current_role'),
    currentCompany: text('current_company'),
    totalExperience: numeric('total_experience', { precision: 3, scale: 1, mode: 'number' }).notNull().default(0),
    source: text('source'),
    expectedSalary: integer('expected_salary'),
    status: text('status').$type<CandidateStatus>().notNull().default('New'),
    jobId: uuid('job_id').references(() => jobPostings.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidates_email_lower_key').on(sql`lower(${t.email})`),
    index('candidates_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('candidates_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('candidates_job_id_idx').on(t.jobId),
    index('candidates_created_by_idx').on(t.createdBy),
    enumCheck('candidates_status_check', t.status, CANDIDATE_STATUSES),
    check('candidates_total_experience_check', sql`${t.totalExperience} >= 0 and ${t.totalExperience} <= 60`),
    check('candidates_expected_salary_check', sql`${t.expectedSalary} is null or ${t.expectedSalary} >= 0`),
  ],
);
