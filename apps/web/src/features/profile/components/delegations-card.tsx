import toast from 'react-hot-toast';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Trash2 } from 'lucide-react';
import { DELEGATION_MESSAGES, type Delegation } from '@apps/contracts/core/people';
import type { User } from '@apps/contracts/core/user';
import { calendarDateOf, formatDateRange } from '@apps/contracts/date-format';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { FieldMessage, Form, FormField, formToastId, INPUT_CLASS, useFieldError, useFieldId, useFieldLabel, useZodForm } from '../../../components/form';
import { PersonPicker } from '../../../components/person-picker';
import { QueryContent } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useCreateDelegation } from '../api/create-delegation';
import { useDeleteDelegation } from '../api/delete-delegation';
import { useDelegations } from '../api/get-delegations';
import { i18n, useI18n } from '../../../lib/i18n/intl';
import { lineMessages as T } from '../messages';

const ID_PREFIX = 'delegation';

/**
 * The form's rule: a delegate and both dates, the last on or after the first (the contract's
 * message); the server checks the rest (another active person, not ending in the past) and its 400
 * field errors show under the fields.
 */
const DelegationFormSchema = z
  .object({
    delegate: z.custom<Pick<User, 'id' | 'name' | 'email'> | null>().refine((value) => value !== null, { error: () => i18n().formatMessage(T.delegateRequired) }),
    startDate: z.string().min(1, { error: () => i18n().formatMessage(T.dateRequired) }),
    endDate: z.string().min(1, { error: () => i18n().formatMessage(T.dateRequired) }),
  })
  .refine((body) => !body.startDate || !body.endDate || body.endDate >= body.startDate, { message: DELEGATION_MESSAGES.endDate, path: ['endDate'] });

/** Today in the person's time zone (chosen in Settings, else the browser's), `YYYY-MM-DD` (the date inputs' default). */
function today(now = new Date()): string {
  return calendarDateOf(now);
}

function DelegateField({ userId }: { userId: string }) {
  const { formatMessage } = useI18n();
  const { field } = useController({ name: 'delegate' });
  const id = useFieldId('delegate');
  const error = useFieldError('delegate', 'delegateId');
  useFieldLabel(['delegate', 'delegateId'], formatMessage(T.delegate));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {formatMessage(T.delegate)}
      </label>
      <PersonPicker
        value={field.value as Pick<User, 'id' | 'name' | 'email'> | null}
        onChange={(next) => field.onChange(next)}
        excludeId={userId}
        placeholder={formatMessage(T.delegatePlaceholder)}
        clearLabel={formatMessage(T.clearDelegate)}
        texts={{ results: formatMessage(T.pickerResults), failed: formatMessage(T.pickerFailed), noMatch: formatMessage(T.noMatch) }}
        inputProps={{ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, onBlur: field.onBlur }}
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

function DelegationForm({ userId }: { userId: string }) {
  const { formatMessage } = useI18n();
  const create = useCreateDelegation();
  const defaults = { delegate: null, startDate: today(), endDate: today() };
  const form = useZodForm(DelegationFormSchema, { defaultValues: defaults });

  async function submit(values: z.output<typeof DelegationFormSchema>) {
    await create.mutateAsync({ userId, body: { delegateId: values.delegate!.id, startDate: values.startDate, endDate: values.endDate } });
    form.reset(defaults);
    toast.success(formatMessage(T.added), { id: formToastId(ID_PREFIX) });
  }

  return (
    <Form form={form} onSubmit={submit} idPrefix={ID_PREFIX} aria-label={formatMessage(T.delegation)} className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <DelegateField userId={userId} />
      <FormField name="startDate" label={formatMessage(T.from)} required>
        {(control) => <input {...control} type="date" className={INPUT_CLASS} />}
      </FormField>
      <FormField name="endDate" label={formatMessage(T.to)} required>
        {(control) => <input {...control} type="date" className={INPUT_CLASS} />}
      </FormField>
      <div className="sm:pt-6">
        <Button type="submit" isLoading={create.isPending} className="w-full whitespace-nowrap sm:w-auto">
          {formatMessage(T.add)}
        </Button>
      </div>
    </Form>
  );
}

function DelegationList({ userId }: { userId: string }) {
  const { formatMessage } = useI18n();
  const delegations = useDelegations(userId);
  const remove = useDeleteDelegation();
  const now = today();

  async function removeOne(delegation: Delegation) {
    try {
      await remove.mutateAsync({ userId, delegationId: delegation.id });
      toast.success(formatMessage(T.removed));
    } catch (error) {
      toast.error(formatMessage(T.removeFailedWith, { reason: errorMessage(error) }));
    }
  }

  return (
    <section aria-labelledby="profile-delegations" className="mt-6">
      <h3 id="profile-delegations" className="mb-2 text-sm font-medium text-slate-500">
        {formatMessage(T.myDelegations)}
      </h3>
      <QueryContent query={delegations} errorClassName="">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-500">{formatMessage(T.noDelegations)}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {list.map((delegation) => {
                const range = formatDateRange(delegation.startDate, delegation.endDate);
                return (
                  <li key={delegation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="delegation">
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
                        {delegation.delegateName} {delegation.startDate <= now && <Badge tone="green">{formatMessage(T.current)}</Badge>}
                      </p>
                      <p className="text-xs text-slate-500">{range}</p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void removeOne(delegation)}
                      disabled={remove.isPending && remove.variables?.delegationId === delegation.id}
                      aria-label={formatMessage(T.removeLabel, { name: delegation.delegateName, range })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden /> {formatMessage(T.remove)}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryContent>
    </section>
  );
}

/**
 * The Profile's delegation form: name a delegate (a picker over `GET /v1/users?search=`,
 * only people one may see), from and to (both included); below, one's current and
 * upcoming delegations with Remove. Delegating matters to managers, yet anyone may name one: a
 * delegation of someone who decides nothing gives nothing.
 */
export function DelegationsCard({ userId }: { userId: string }) {
  const { formatMessage } = useI18n();
  return (
    <Card>
      <CardHeader title={formatMessage(T.delegation)} description={formatMessage(T.delegationHint)} />
      <div className="px-5 py-4">
        <DelegationForm userId={userId} />
        <DelegationList userId={userId} />
      </div>
    </Card>
  );
}
