import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { CANDIDATE_STATUSES, CandidateFieldSchemas, type RegisterCandidateInput } from '@apps/contracts/hire/candidate';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { ErrorBanner, toBannerError, type BannerError } from '../../../components/error-banner';
import { useJobPostings } from '../api/get-job-postings';
import { useRegisterCandidate } from '../api/register-candidate';
import { formatRupees, parseRupees } from '../format';
import { HIRE_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';

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
type FormOutput = z.output<typeof CandidateFormSchema>;

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

const SOURCES = ['LinkedIn', 'Referral', 'Careers page', 'Naukri', 'Agency', 'Campus'];

/**
 * Register Candidate: full name and a valid e-mail required; experience in years (one decimal);
 * expected salary in whole rupees per year, typed with or without grouping commas and previewed as
 * '₹12,50,000'. Server field errors (e.g. a duplicate e-mail) show in the error banner.
 */
export function RegisterCandidateForm({ onDone }: { onDone: () => void }) {
  const registerCandidate = useRegisterCandidate();
  const jobs = useJobPostings({ status: ['Open', 'Draft'], limit: 100 });
  const [serverError, setServerError] = useState<BannerError | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(CandidateFormSchema), defaultValues: EMPTY });

  const salary = parseRupees(watch('expectedSalary') ?? '');
  const salaryHint = salary !== null && Number.isInteger(salary) && salary >= 0 ? `${formatRupees(salary)} per year` : 'Whole rupees per year, e.g. 12,50,000';

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await registerCandidate.mutateAsync(values satisfies RegisterCandidateInput);
      toast.success(HIRE_TEXTS.candidateRegistered);
      reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(HIRE_TEXTS.candidateRegisterFailed);
      setServerError(toBannerError(error));
    }
  });

  const control = (name: keyof FormInput) => ({
    id: `candidate-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `candidate-${name}-error` : undefined,
    className: INPUT_CLASS,
    ...register(name),
  });

  return (
    <Card className="mb-6">
      <CardHeader title={HIRE_TEXTS.registerCandidate} description="Add someone to the hiring pipeline." />
      <form noValidate onSubmit={(event) => void submit(event)} className="p-5" aria-label={HIRE_TEXTS.registerCandidate}>
        <ErrorBanner error={serverError} onDismiss={() => setServerError(null)} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="candidate-fullName" label="Full Name" required error={errors.fullName?.message}>
            <input type="text" autoComplete="off" aria-required {...control('fullName')} />
          </FormField>
          <FormField id="candidate-email" label="Email" required error={errors.email?.message}>
            <input type="email" autoComplete="off" aria-required {...control('email')} />
          </FormField>
          <FormField id="candidate-phone" label="Phone" error={errors.phone?.message}>
            <input type="tel" autoComplete="off" placeholder="+91 98450 12345" {...control('phone')} />
          </FormField>
          <FormField id="candidate-source" label="Source" error={errors.source?.message}>
            <input type="text" list="candidate-sources" placeholder="e.g. LinkedIn" {...control('source')} />
          </FormField>
          <datalist id="candidate-sources">
            {SOURCES.map((source) => (
              <option key={source} value={source} />
            ))}
          </datalist>
          <FormField id="candidate-currentRole" label="Current Role" error={errors.currentRole?.message}>
            <input type="text" {...control('currentRole')} />
          </FormField>
          <FormField id="candidate-currentCompany" label="Current Company" error={errors.currentCompany?.message}>
            <input type="text" {...control('currentCompany')} />
          </FormField>
          <FormField id="candidate-totalExperience" label="Total Experience (years)" error={errors.totalExperience?.message} hint="0 to 60, e.g. 4.5">
            <input type="number" inputMode="decimal" min={0} max={60} step={0.1} {...control('totalExperience')} />
          </FormField>
          <FormField id="candidate-expectedSalary" label="Expected Salary (₹ per year)" error={errors.expectedSalary?.message} hint={salaryHint}>
            <input type="text" inputMode="numeric" placeholder="12,50,000" {...control('expectedSalary')} />
          </FormField>
          <FormField id="candidate-jobId" label="Job Posting" error={errors.jobId?.message}>
            <select {...control('jobId')}>
              <option value="">None</option>
              {(jobs.data?.items ?? []).map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title} ({job.status})
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="candidate-status" label="Status" error={errors.status?.message}>
            <select {...control('status')}>
              {CANDIDATE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
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
          <Button type="submit" isLoading={registerCandidate.isPending}>
            {HIRE_TEXTS.registerCandidate}
          </Button>
        </div>
      </form>
    </Card>
  );
}
