import { z } from 'zod';
import { IdSchema, oneLineText, requiredText } from '../common';
import { CalendarDateSchema, calendarDateInput } from './calendar';
import { pageQuery, pageSchema } from '../page';
import { BILLING_TYPES, PROJECT_STATUSES } from './project.values';

export { BILLING_TYPE_LABELS, BILLING_TYPES, PROJECT_STATUSES, type BillingType, type ProjectStatus } from './project.values';

export const BillingTypeSchema = z.enum(BILLING_TYPES, { message: `Must be one of ${BILLING_TYPES.join(', ')}` });
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES, { message: `Must be one of ${PROJECT_STATUSES.join(', ')}` });

/** A MyTime project; `projectManagerName` is for display. */
export const ProjectSchema = z.object({
  id: IdSchema,
  name: z.string(),
  code: z.string(),
  clientName: z.string(),
  billingType: BillingTypeSchema,
  status: ProjectStatusSchema,
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema.nullable(),
  projectManagerId: IdSchema,
  projectManagerName: z.string().nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

/**
 * Body of `POST /v1/mytime/projects` and `PUT /v1/mytime/projects/{id}`:
 * name, code, client name and start date required; end date optional and not before the start.
 * Codes are letters, digits, `-` and `_`, unique without regard to case.
 */
export const SaveProjectSchema = z
  .object({
    name: oneLineText(200, 'Name is required'),
    code: requiredText(40, 'Code is required').pipe(
      z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { message: 'Code may contain letters, digits, - and _' }),
    ),
    clientName: oneLineText(200, 'Client name is required'),
    billingType: BillingTypeSchema,
    status: ProjectStatusSchema,
    startDate: calendarDateInput(),
    endDate: calendarDateInput().nullish(),
    projectManagerId: IdSchema,
  })
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date' });
    }
  });
export type SaveProject = z.input<typeof SaveProjectSchema>;

/** Query of `GET /v1/mytime/projects`: optional status filter; one page of projects by name (`limit` 1 to 500, default 200). */
export const ListProjectsQuerySchema = pageQuery({ maxLimit: 500, defaultLimit: 200 }).extend({
  status: ProjectStatusSchema.optional(),
});

/** One page of `GET /v1/mytime/projects`. */
export const ProjectPageSchema = pageSchema(ProjectSchema);
