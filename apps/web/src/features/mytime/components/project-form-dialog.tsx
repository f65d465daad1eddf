import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { BILLING_TYPES, BillingTypeSchema, PROJECT_STATUSES, ProjectStatusSchema, type Project } from '@apps/contracts/mytime/project';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { Modal } from '../../../components/modal';
import { useI18n } from '../../../lib/i18n/intl';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { billingTypeMessages, commonMessages, projectMessages as P, statusMessages } from '../timesheet.messages';

/** The form's rules, with the missing-field message (`required`) in the page's language. */
function projectFormSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, required).max(200),
    code: z.string().trim().min(1, required).max(40),
    clientName: z.string().trim().min(1, required).max(200),
    billingType: BillingTypeSchema,
    status: ProjectStatusSchema,
    startDate: z.string().min(1, required),
    endDate: z.string(),
    projectManagerId: z.string().min(1, required),
  });
}

/** A person who can be chosen as project manager. */
export interface ManagerOption {
  id: string;
  name: string;
}

/**
 * Create or edit a project: name, code, client name and start
 * date required; end date optional. Defaults T&M, Active, start today, manager the current user.
 */
export function ProjectFormDialog({ project, managers, currentUserId, onClose }: { project: Project | null; managers: ManagerOption[]; currentUserId: string; onClose: () => void }) {
  const { formatMessage } = useI18n();
  const schema = useMemo(() => projectFormSchema(formatMessage(commonMessages.fillRequired)), [formatMessage]);
  const create = useCreateProject();
  const update = useUpdateProject();
  const form = useZodForm(schema, {
    defaultValues: project
      ? { ...project, endDate: project.endDate ?? '' }
      : { name: '', code: '', clientName: '', billingType: 'T&M', status: 'Active', startDate: todayLocal(), endDate: '', projectManagerId: currentUserId },
  });

  return (
    <Modal open title={project ? formatMessage(P.editTitle, { name: project.name }) : formatMessage(P.newProject)} onClose={onClose} wide>
      <Form
        form={form}
        idPrefix="project"
        aria-label={formatMessage(P.formLabel)}
        className="space-y-4"
        onSubmitError={() => toast.error(formatMessage(project ? P.updateFailed : P.createFailed))}
        onSubmit={async (values) => {
          const body = { ...values, startDate: toLocalMidnightIso(values.startDate), endDate: values.endDate ? toLocalMidnightIso(values.endDate) : null };
          if (project) await update.mutateAsync({ id: project.id, project: body });
          else await create.mutateAsync(body);
          toast.success(formatMessage(project ? P.updated : P.created));
          onClose();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="name" label={formatMessage(P.name)} required>
            {(control) => <input className={INPUT_CLASS} maxLength={200} {...control} />}
          </FormField>
          <FormField name="code" label={formatMessage(P.code)} required>
            {(control) => <input className={INPUT_CLASS} maxLength={40} {...control} />}
          </FormField>
          <FormField name="clientName" label={formatMessage(P.clientName)} required>
            {(control) => <input className={INPUT_CLASS} maxLength={200} {...control} />}
          </FormField>
          <FormSelect name="projectManagerId" label={formatMessage(P.projectManager)} choices={managers.map((m) => ({ value: m.id, label: m.name }))} />
          <FormSelect name="billingType" label={formatMessage(P.billingType)} choices={BILLING_TYPES.map((type) => ({ value: type, label: formatMessage(billingTypeMessages[type]) }))} />
          <FormSelect name="status" label={formatMessage(P.status)} choices={PROJECT_STATUSES.map((status) => ({ value: status, label: formatMessage(statusMessages[status]) }))} />
          <FormField name="startDate" label={formatMessage(P.startDate)} required>
            {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="endDate" label={formatMessage(P.endDate)}>
            {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
          </FormField>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {formatMessage(P.cancel)}
          </Button>
          <Button type="submit" isLoading={create.isPending || update.isPending}>
            {formatMessage(project ? P.saveChanges : P.createProject)}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
