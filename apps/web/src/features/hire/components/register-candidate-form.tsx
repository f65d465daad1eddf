import toast from 'react-hot-toast';
import { z } from 'zod';
import { CANDIDATE_STATUSES, CandidateFieldSchemas, type RegisterCandidateInput } from '@apps/contracts/hire/candidate';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { useJobPostings } from '../api/get-job-postings';
import { useRegisterCandidate } from '../api/register-candidate';
import { formatRupees, parseRupees } from '../format';
import { CANDIDATE_SOURCES, HIRE_TEXTS } from '../texts';

/** The register form: the contract's field rules over what was typed (numbers arrive as text). */
export const CandidateFormSchema = z.object({
  fullName: CandidateFieldSchemas.fullName,
  email: CandidateFieldSchemas.email,
  phone: CandidateFieldSchemas.phone,
  currentRole: CandidateFieldSchemas.currentRole,
  currentCompany: CandidateFieldSchemas.currentCompany,
  totalExperience: z
    .string()
    .transform((text) => (text.trim() === '' ? 0 : Number(text)))
    .pipe(CandidateFieldSchemas.totalExperience),
  expectedSalary: z.string().transform(parseRupees).pipe(CandidateFieldSchemas.expectedSalary),
  source: CandidateFieldSchemas.source,
  jobId: z
    .string()
    .transform((id) => id || null)
    .pipe(CandidateFieldSchemas.jobId),
  status: CandidateFieldSchemas.status,
});
type FormInput = z.input<typeof CandidateFormSchema>;

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  currentRole: '',
  currentCompany: '',
  totalExperience: '',
  expectedSalary: '',
  source: '',
  jobId: '',
  status: 'New',
} satisfies FormInput;

/**
 * Register Candidate: full name and a valid e-mail required; experience in years (one decimal);
 * expected salary in whole rupees per year, typed with or without grouping commas and previewed as
 * '₹12,50,000'. Server field errors (e.g. a duplicate e-mail) show under their fields and in the
 * error banner.
 */
export function RegisterCandidateForm({ onDone }: { onDone: () => void }) {
  const registerCandidate = useRegisterCandidate();
  const jobs = useJobPostings({ status: ['Open', 'Draft'], limit: 100 });
  const form = useZodForm(CandidateFormSchema, { defaultValues: EMPTY });
  const F = HIRE_TEXTS.candidateForm;

  const salary = parseRupees(form.watch('expectedSalary') ?? '');
  const salaryHint = salary !== null && Number.isInteger(salary) && salary >= 0 ? F.salaryPerYear(formatRupees(salary)) : F.salaryHint;

  return (
    <Card className="mb-6">
      <CardHeader title={HIRE_TEXTS.registerCandidate} description={F.description} />
      <Form
        focusOnOpen
        form={form}
        idPrefix="candidate"
        aria-label={HIRE_TEXTS.registerCandidate}
        className="p-5"
        onSubmitError={() => toast.error(HIRE_TEXTS.candidateRegisterFailed)}
        onSubmit={async (values) => {
          await registerCandidate.mutateAsync(values satisfies RegisterCandidateInput);
          toast.success(HIRE_TEXTS.candidateRegistered);
          form.reset(EMPTY);
          onDone();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FormField name="fullName" label={F.fullName} required>
            {(control) => <input type="text" autoComplete="off" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="email" label={F.email} required>
            {(control) => <input type="email" autoComplete="off" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="phone" label={F.phone}>
            {(control) => <input type="tel" autoComplete="off" placeholder={F.phonePlaceholder} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="source" label={F.source}>
            {(control) => <input type="text" list="candidate-sources" placeholder={F.sourcePlaceholder} className={INPUT_CLASS} {...control} />}
          </FormField>
          <datalist id="candidate-sources">
            {CANDIDATE_SOURCES.map((source) => (
              <option key={source} value={source} />
            ))}
          </datalist>
          <FormField name="currentRole" label={F.currentRole}>
            {(control) => <input type="text" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="currentCompany" label={F.currentCompany}>
            {(control) => <input type="text" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="totalExperience" label={F.totalExperience} hint={F.experienceHint}>
            {(control) => <input type="number" inputMode="decimal" min={0} max={60} step={0.1} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="expectedSalary" label={F.expectedSalary} hint={salaryHint}>
            {(control) => <input type="text" inputMode="numeric" placeholder={F.salaryPlaceholder} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormSelect
            name="jobId"
            label={F.jobPosting}
            placeholder={F.noJob}
            choices={(jobs.data?.items ?? []).map((job) => ({ value: job.id, label: `${job.title} (${job.status})` }))}
          />
          <FormSelect name="status" label={F.status} choices={CANDIDATE_STATUSES} />
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
          <Button type="submit" isLoading={registerCandidate.isPending}>
            {HIRE_TEXTS.registerCandidate}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
