import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { ErrorBanner, toBannerError, type BannerError } from '../../../components/error-banner';
import { useCreateJobPosting } from '../api/create-job-posting';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS } from '../format';
import { HIRE_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';

/** The create form: the contract's field rules, with the skills typed as one comma-separated line. */
export const JobPostingFormSchema = z.object({
  title: JobFieldSchemas.title,
  department: JobFieldSchemas.department,
  location: JobFieldSchemas.location,
  employmentType: JobFieldSchemas.employmentType,
  experienceLevel: JobFieldSchemas.experienceLevel,
  skills: z.string().max(2000, { message: 'Too many skills' }),
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
 * Create Job Posting (SPEC.md sections 2 and 5 "Job"): title, department, location and description
 * required; employment type FullTime and experience level Mid by default. Toasts 'Job posting created
 * successfully' or 'Failed to create job posting' (with the server's field errors in the banner).
 */
export function JobPostingForm({ onDone }: { onDone: () => void }) {
  const create = useCreateJobPosting();
  const [serverError, setServerError] = useState<BannerError | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(JobPostingFormSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await create.mutateAsync(toCreateJobPosting(values));
      toast.success(HIRE_TEXTS.jobCreated);
      reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(HIRE_TEXTS.jobCreateFailed);
      setServerError(toBannerError(error));
    }
  });

  const control = (name: keyof FormInput) => ({
    id: `job-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `job-${name}-error` : undefined,
    className: INPUT_CLASS,
    ...register(name),
  });

  return (
    <Card className="mb-6">
      <CardHeader title={HIRE_TEXTS.createJob} description="New postings start as drafts; publish them to open the position." />
      <form noValidate onSubmit={(event) => void submit(event)} className="p-5" aria-label={HIRE_TEXTS.createJob}>
        <ErrorBanner error={serverError} onDismiss={() => setServerError(null)} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="job-title" label="Job Title" required error={errors.title?.message} className="md:col-span-2">
            <input type="text" aria-required placeholder="e.g. Senior Frontend Engineer" {...control('title')} />
          </FormField>
          <FormField id="job-department" label="Department" required error={errors.department?.message}>
            <input type="text" aria-required placeholder="e.g. Engineering" {...control('department')} />
          </FormField>
          <FormField id="job-location" label="Location" required error={errors.location?.message}>
            <input type="text" aria-required placeholder="e.g. Bengaluru" {...control('location')} />
          </FormField>
          <FormField id="job-employmentType" label="Employment Type" error={errors.employmentType?.message}>
            <select {...control('employmentType')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EMPLOYMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="job-experienceLevel" label="Experience Level" error={errors.experienceLevel?.message}>
            <select {...control('experienceLevel')}>
              {EXPERIENCE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {EXPERIENCE_LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="job-skills"
            label="Required Skills"
            error={errors.skills?.message}
            hint="Separate skills with commas, e.g. React, TypeScript, SQL"
            className="md:col-span-2"
          >
            <input type="text" {...control('skills')} />
          </FormField>
          <FormField id="job-description" label="Description" required error={errors.description?.message} className="md:col-span-2">
            <textarea rows={5} aria-required placeholder="What the role does and who would thrive in it" {...control('description')} />
          </FormField>
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              reset(EMPTY);
              setServerError(null);
              onDone();
            }}
          >
            {HIRE_TEXTS.cancel}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {HIRE_TEXTS.createJob}
          </Button>
        </div>
      </form>
    </Card>
  );
}
