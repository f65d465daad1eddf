import toast from 'react-hot-toast';
import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_DEFAULTS,
  JobFieldSchemas,
  type CreateJobPostingInput,
} from '@apps/contracts/hire/job-posting';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { i18n, useI18n } from '../../../lib/i18n/intl';
import { useCreateJobPosting } from '../api/create-job-posting';
import { employmentTypeMessages, experienceLevelMessages, hireMessages as m, jobFormMessages as F } from '../messages';

/** The create form: the contract's field rules, with the skills typed as one comma-separated line. */
export const JobPostingFormSchema = z.object({
  title: JobFieldSchemas.title,
  department: JobFieldSchemas.department,
  location: JobFieldSchemas.location,
  employmentType: JobFieldSchemas.employmentType,
  experienceLevel: JobFieldSchemas.experienceLevel,
  skills: z.string().max(2000, { error: () => i18n().formatMessage(F.tooManySkills) }),
  description: JobFieldSchemas.description,
});
type FormInput = z.input<typeof JobPostingFormSchema>;
type FormOutput = z.output<typeof JobPostingFormSchema>;

const EMPTY: FormInput = {
  title: '',
  department: '',
  location: '',
  employmentType: JOB_DEFAULTS.employmentType,
  experienceLevel: JOB_DEFAULTS.experienceLevel,
  skills: '',
  description: '',
};

/** Form values -> the `POST /v1/hire/jobs` body. */
export function toCreateJobPosting({ skills, ...rest }: FormOutput): CreateJobPostingInput {
  return { ...rest, requiredSkills: skills.split(',').map((s) => s.trim()).filter(Boolean) };
}

/**
 * Create Job Posting: title, department, location and description
 * required; employment type FullTime and experience level Mid by default. Toasts 'Job posting created
 * successfully' or 'Failed to create job posting'; the server's field errors show under the fields
 * (the skills under Required Skills) and in the error banner.
 */
export function JobPostingForm({ onDone }: { onDone: () => void }) {
  const create = useCreateJobPosting();
  const form = useZodForm(JobPostingFormSchema, { defaultValues: EMPTY });
  const { formatMessage } = useI18n();
  const createJob = formatMessage(m.createJob);

  return (
    <Card className="mb-6">
      <CardHeader title={createJob} description={formatMessage(F.description)} />
      <Form
        focusOnOpen
        form={form}
        idPrefix="job"
        aria-label={createJob}
        className="p-5"
        onSubmitError={() => toast.error(formatMessage(m.jobCreateFailed))}
        onSubmit={async (values) => {
          await create.mutateAsync(toCreateJobPosting(values));
          toast.success(formatMessage(m.jobCreated));
          form.reset(EMPTY);
          onDone();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FormField name="title" label={formatMessage(F.title)} required className="md:col-span-2">
            {(control) => <input type="text" placeholder={formatMessage(F.titlePlaceholder)} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="department" label={formatMessage(F.department)} required>
            {(control) => <input type="text" placeholder={formatMessage(F.departmentPlaceholder)} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="location" label={formatMessage(F.location)} required>
            {(control) => <input type="text" placeholder={formatMessage(F.locationPlaceholder)} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormSelect name="employmentType" label={formatMessage(F.employmentType)} choices={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: formatMessage(employmentTypeMessages[type]) }))} />
          <FormSelect name="experienceLevel" label={formatMessage(F.experienceLevel)} choices={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: formatMessage(experienceLevelMessages[level]) }))} />
          <FormField name="skills" serverField="requiredSkills" label={formatMessage(F.skills)} hint={formatMessage(F.skillsHint)} className="md:col-span-2">
            {(control) => <input type="text" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="description" label={formatMessage(F.jobDescription)} required className="md:col-span-2">
            {(control) => <textarea rows={5} placeholder={formatMessage(F.descriptionPlaceholder)} className={INPUT_CLASS} {...control} />}
          </FormField>
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(EMPTY);
              onDone();
            }}
          >
            {formatMessage(m.cancel)}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {createJob}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
