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
import { useCreateJobPosting } from '../api/create-job-posting';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS } from '../format';
import { HIRE_TEXTS } from '../texts';

/** The create form: the contract's field rules, with the skills typed as one comma-separated line. */
export const JobPostingFormSchema = z.object({
  title: JobFieldSchemas.title,
  department: JobFieldSchemas.department,
  location: JobFieldSchemas.location,
  employmentType: JobFieldSchemas.employmentType,
  experienceLevel: JobFieldSchemas.experienceLevel,
  skills: z.string().max(2000, { message: HIRE_TEXTS.jobForm.tooManySkills }),
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
  const F = HIRE_TEXTS.jobForm;

  return (
    <Card className="mb-6">
      <CardHeader title={HIRE_TEXTS.createJob} description={F.description} />
      <Form
        focusOnOpen
        form={form}
        idPrefix="job"
        aria-label={HIRE_TEXTS.createJob}
        className="p-5"
        onSubmitError={() => toast.error(HIRE_TEXTS.jobCreateFailed)}
        onSubmit={async (values) => {
          await create.mutateAsync(toCreateJobPosting(values));
          toast.success(HIRE_TEXTS.jobCreated);
          form.reset(EMPTY);
          onDone();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FormField name="title" label={F.title} required className="md:col-span-2">
            {(control) => <input type="text" placeholder={F.titlePlaceholder} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="department" label={F.department} required>
            {(control) => <input type="text" placeholder={F.departmentPlaceholder} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="location" label={F.location} required>
            {(control) => <input type="text" placeholder={F.locationPlaceholder} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormSelect name="employmentType" label={F.employmentType} choices={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }))} />
          <FormSelect name="experienceLevel" label={F.experienceLevel} choices={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: EXPERIENCE_LEVEL_LABELS[level] }))} />
          <FormField name="skills" serverField="requiredSkills" label={F.skills} hint={F.skillsHint} className="md:col-span-2">
            {(control) => <input type="text" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="description" label={F.jobDescription} required className="md:col-span-2">
            {(control) => <textarea rows={5} placeholder={F.descriptionPlaceholder} className={INPUT_CLASS} {...control} />}
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
            {HIRE_TEXTS.cancel}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {HIRE_TEXTS.createJob}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
