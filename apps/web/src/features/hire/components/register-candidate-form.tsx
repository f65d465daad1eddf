import toast from 'react-hot-toast';
import { z } from 'zod';
import { CANDIDATE_STATUSES, CandidateFieldSchemas, type RegisterCandidateInput } from '@apps/contracts/hire/candidate';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { useJobPostings } from '../api/get-job-postings';
import { useRegisterCandidate } from '../api/register-candidate';
import { useI18n } from '../../../lib/i18n/intl';
import { formatRupees, parseRupees } from '../format';
import { candidateFormMessages as F, candidateStatusMessages, hireMessages as m, jobStatusMessages } from '../messages';

/**
 * Where candidates come from: suggestions of the Source field. Any text is accepted and stored as
 * typed, so these stay as recruiters record them, in every language.
 */
const CANDIDATE_SOURCES = ['LinkedIn', 'Referral', 'Careers page', 'Naukri', 'Agency', 'Campus'] as const;

/** Examples in the inputs: digits, the same in every language. */
const PHONE_PLACEHOLDER = '+91 98450 12345';
const SALARY_PLACEHOLDER = '12,50,000';

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
  const { formatMessage } = useI18n();
  const registerCandidateText = formatMessage(m.registerCandidate);

  const salary = parseRupees(form.watch('expectedSalary') ?? '');
  const salaryHint = salary !== null && Number.isInteger(salary) && salary >= 0 ? formatMessage(F.salaryPerYear, { rupees: formatRupees(salary) }) : formatMessage(F.salaryHint);

  return (
    <Card className="mb-6">
      <CardHeader title={registerCandidateText} description={formatMessage(F.description)} />
      <Form
        focusOnOpen
        form={form}
        idPrefix="candidate"
        aria-label={registerCandidateText}
        className="p-5"
        onSubmitError={() => toast.error(formatMessage(m.candidateRegisterFailed))}
        onSubmit={async (values) => {
          await registerCandidate.mutateAsync(values satisfies RegisterCandidateInput);
          toast.success(formatMessage(m.candidateRegistered));
          form.reset(EMPTY);
          onDone();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FormField name="fullName" label={formatMessage(F.fullName)} required>
            {(control) => <input type="text" autoComplete="off" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="email" label={formatMessage(F.email)} required>
            {(control) => <input type="email" autoComplete="off" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="phone" label={formatMessage(F.phone)}>
            {(control) => <input type="tel" autoComplete="off" placeholder={PHONE_PLACEHOLDER} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="source" label={formatMessage(F.source)}>
            {(control) => <input type="text" list="candidate-sources" placeholder={formatMessage(F.sourcePlaceholder)} className={INPUT_CLASS} {...control} />}
          </FormField>
          <datalist id="candidate-sources">
            {CANDIDATE_SOURCES.map((source) => (
              <option key={source} value={source} />
            ))}
          </datalist>
          <FormField name="currentRole" label={formatMessage(F.currentRole)}>
            {(control) => <input type="text" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="currentCompany" label={formatMessage(F.currentCompany)}>
            {(control) => <input type="text" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="totalExperience" label={formatMessage(F.totalExperience)} hint={formatMessage(F.experienceHint)}>
            {(control) => <input type="number" inputMode="decimal" min={0} max={60} step={0.1} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="expectedSalary" label={formatMessage(F.expectedSalary)} hint={salaryHint}>
            {(control) => <input type="text" inputMode="numeric" placeholder={SALARY_PLACEHOLDER} className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormSelect
            name="jobId"
            label={formatMessage(F.jobPosting)}
            placeholder={formatMessage(F.noJob)}
            choices={(jobs.data?.items ?? []).map((job) => ({ value: job.id, label: formatMessage(m.jobOption, { title: job.title, status: formatMessage(jobStatusMessages[job.status]) }) }))}
          />
          <FormSelect name="status" label={formatMessage(F.status)} choices={CANDIDATE_STATUSES.map((status) => ({ value: status, label: formatMessage(candidateStatusMessages[status]) }))} />
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
          <Button type="submit" isLoading={registerCandidate.isPending}>
            {registerCandidateText}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
