import toast from 'react-hot-toast';
import { z } from 'zod';
import { BILLING_TYPE_LABELS, BILLING_TYPES, BillingTypeSchema, PROJECT_STATUSES, ProjectStatusSchema, type Project } from '@apps/contracts/mytime/project';
import { Button } from '../../../components/button';
import { Form, FormField, INPUT_CLASS, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { Modal } from '../../../components/modal';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';

const P = MYTIME_TEXTS.projects;

const ProjectFormSchema = z.object({
  name: z.string().trim().min(1, P.fillRequired).max(200),
  code: z.string().trim().min(1, P.fillRequired).max(40),
  clientName: z.string().trim().min(1, P.fillRequired).max(200),
  billingType: BillingTypeSchema,
  status: ProjectStatusSchema,
  startDate: z.string().min(1, P.fillRequired),
  endDate: z.string(),
  projectManagerId: z.string().min(1, P.fillRequired),
});

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
  const create = useCreateProject();
  const update = useUpdateProject();
  const form = useZodForm(ProjectFormSchema, {
    defaultValues: project
      ? { ...project, endDate: project.endDate ?? '' }
      : { name: '', code: '', clientName: '', billingType: 'T&M', status: 'Active', startDate: todayLocal(), endDate: '', projectManagerId: currentUserId },
  });

  return (
    <Modal open title={project ? P.editTitle(project.name) : P.newProject} onClose={onClose} wide>
      <Form
        form={form}
        idPrefix="project"
        aria-label={P.formLabel}
        className="space-y-4"
        onSubmitError={() => toast.error(project ? P.updateFailed : P.createFailed)}
        onSubmit={async (values) => {
          const body = { ...values, startDate: toLocalMidnightIso(values.startDate), endDate: values.endDate ? toLocalMidnightIso(values.endDate) : null };
          if (project) await update.mutateAsync({ id: project.id, project: body });
          else await create.mutateAsync(body);
          toast.success(project ? P.updated : P.created);
          onClose();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="name" label={P.name} required>
            {(control) => <input className={INPUT_CLASS} maxLength={200} {...control} />}
          </FormField>
          <FormField name="code" label={P.code} required>
            {(control) => <input className={INPUT_CLASS} maxLength={40} {...control} />}
          </FormField>
          <FormField name="clientName" label={P.clientName} required>
            {(control) => <input className={INPUT_CLASS} maxLength={200} {...control} />}
          </FormField>
          <FormSelect name="projectManagerId" label={P.projectManager} choices={managers.map((m) => ({ value: m.id, label: m.name }))} />
          <FormSelect name="billingType" label={P.billingType} choices={BILLING_TYPES.map((type) => ({ value: type, label: BILLING_TYPE_LABELS[type] }))} />
          <FormSelect name="status" label={P.status} choices={PROJECT_STATUSES} />
          <FormField name="startDate" label={P.startDate} required>
            {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
          </FormField>
          <FormField name="endDate" label={P.endDate}>
            {(control) => <input type="date" className={INPUT_CLASS} {...control} />}
          </FormField>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {P.cancel}
          </Button>
          <Button type="submit" isLoading={create.isPending || update.isPending}>
            {project ? P.saveChanges : P.createProject}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
