import toast from 'react-hot-toast';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { UpdateUserStatusSchema, type User } from '@apps/contracts/core/user';
import { Button } from '../../../components/button';
import { FieldMessage, Form, FormField, formToastId, INPUT_CLASS, useFieldError, useFieldId, useFieldLabel, useZodForm } from '../../../components/form';
import { usePerson } from '../api/get-person';
import { useUpdatePerson } from '../api/update-user';
import { useAdminTexts } from '../texts';
import { PersonPicker } from '../../../components/person-picker';

const ID_PREFIX = 'person-details';

type Values = z.input<typeof UpdateUserStatusSchema>;

/** The manager field: a `PersonPicker` bound to `managerId`, with the server's message under it (e.g. a loop). */
function ManagerField({ person }: { person: User }) {
  const ADMIN = useAdminTexts();
  const T = ADMIN.people;
  const id = useFieldId('managerId');
  const error = useFieldError('managerId');
  useFieldLabel(['managerId'], T.manager);
  const { field } = useController<Values, 'managerId'>({ name: 'managerId' });
  const managerId = field.value ?? null;
  // The chosen person's name: from the choice just made, else read (Admin on all reads anyone).
  const known = usePerson(managerId);
  const chosen = managerId ? (known.data ?? { id: managerId, name: null, email: '…' }) : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {T.manager}
      </label>
      <PersonPicker
        value={chosen}
        onChange={(next) => field.onChange(next ? next.id : null)}
        excludeId={person.id}
        excludeReportsOf={person.id}
        placeholder={T.managerPlaceholder}
        clearLabel={T.removeManager}
        texts={{ results: T.pickerResults, failed: T.pickerFailed, noMatch: ADMIN.noUsersMatch }}
        inputProps={{ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : `${id}-hint`, onBlur: field.onBlur }}
      />
      <FieldMessage id={id} error={error} hint={managerId ? undefined : T.noManager} />
    </div>
  );
}

function defaults(person: User): Values {
  return { managerId: person.managerId, jobTitle: person.jobTitle ?? '', department: person.department ?? '', officeLocation: person.officeLocation ?? '' };
}

/**
 * A person's reporting line and profile in User Management: manager (searchable picker),
 * job title, department and office location, saved with `PATCH /v1/users/{id}`. The server's 400
 * field errors (e.g. `managerId`: the line would loop) show under their fields and in the banner.
 * Render with `key={person.id}` so another person starts from their own values.
 */
export function PersonDetailsForm({ person }: { person: User }) {
  const T = useAdminTexts().people;
  const save = useUpdatePerson();
  const form = useZodForm(UpdateUserStatusSchema, { defaultValues: defaults(person) });

  async function submit(values: z.output<typeof UpdateUserStatusSchema>) {
    const changes = {
      managerId: values.managerId ?? null,
      jobTitle: values.jobTitle ?? null,
      department: values.department ?? null,
      officeLocation: values.officeLocation ?? null,
    };
    const saved = await save.mutateAsync({ userId: person.id, changes });
    form.reset(defaults(saved));
    toast.success(T.saved, { id: formToastId(ID_PREFIX) });
  }

  return (
    <Form form={form} onSubmit={submit} idPrefix={ID_PREFIX} aria-label={T.details} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <ManagerField person={person} />
      </div>
      <FormField name="jobTitle" label={T.jobTitle}>
        {(control) => <input {...control} type="text" maxLength={200} className={INPUT_CLASS} />}
      </FormField>
      <FormField name="department" label={T.department}>
        {(control) => <input {...control} type="text" maxLength={200} className={INPUT_CLASS} />}
      </FormField>
      <FormField name="officeLocation" label={T.officeLocation}>
        {(control) => <input {...control} type="text" maxLength={200} className={INPUT_CLASS} />}
      </FormField>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" isLoading={save.isPending} disabled={!form.formState.isDirty}>
          {T.save}
        </Button>
      </div>
    </Form>
  );
}
