import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { BILLING_TYPE_LABELS, BILLING_TYPES, BillingTypeSchema, PROJECT_STATUSES, ProjectStatusSchema, type Project } from '@apps/contracts/mytime/project';
import { Button } from '../../../components/button';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { todayLocal, toLocalMidnightIso } from '../local-dates';
import { MYTIME_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';
import { Modal } from '../../../components/modal';

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
type ProjectForm = z.infer<typeof ProjectFormSchema>;

/** A person who can be chosen as project manager. */
export interface ManagerOption {
  id: string;
  name: string;
}

/**
 * Create or edit a project (SPEC.md section 5 "Project form"): name, code, client name and start
 * date required; end date optional. Defaults T&M, Active, start today, manager the current user.
 */
export function ProjectFormDialog({ project, managers, currentUserId, onClose }: { project: Project | null; managers: ManagerOption[]; currentUserId: string; onClose: () => void }) {
  const create = useCreateProject();
  const update = useUpdateProject();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit } = useForm<ProjectForm>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: project
      ? { ...project, endDate: project.endDate ?? '' }
      : { name: '', code: '', clientName: '', billingType: 'T&M', status: 'Active', startDate: todayLocal(), endDate: '', projectManagerId: currentUserId },
  });
  const fieldErrors = (toBannerError(serverError)?.validationErrors ?? {}) as Record<string, string[]>;

  const onValid = async (values: ProjectForm) => {
    setServerError(null);
    const body = { ...values, startDate: toLocalMidnightIso(values.startDate), endDate: values.endDate ? toLocalMidnightIso(values.endDate) : null };
    try {
      if (project) await update.mutateAsync({ id: project.id, project: body });
      else await create.mutateAsync(body);
      toast.success(project ? P.updated : P.created);
      onClose();
    } catch (error) {
      setServerError(error);
      toast.error(project ? P.updateFailed : P.createFailed);
    }
  };

  return (
    <Modal open title={project ? `Edit ${project.name}` : P.newProject} onClose={onClose} wide>
      <form noValidate aria-label="Project" onSubmit={(e) => void handleSubmit(onValid, () => toast.error(P.fillRequired))(e)} className="space-y-4">
        <ErrorBanner error={toBannerError(serverError)} onDismiss={() => setServerError(null)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="project-name" label="Name" required error={fieldErrors.name}>
            <input id="project-name" className={INPUT_CLASS} maxLength={200} {...register('name')} />
          </FormField>
          <FormField id="project-code" label="Code" required error={fieldErrors.code}>
            <input id="project-code" className={INPUT_CLASS} maxLength={40} {...register('code')} />
          </FormField>
          <FormField id="project-client" label="Client name" required error={fieldErrors.clientName}>
            <input id="project-client" className={INPUT_CLASS} maxLength={200} {...register('clientName')} />
          </FormField>
          <FormField id="project-manager" label="Project manager" error={fieldErrors.projectManagerId}>
            <select id="project-manager" className={INPUT_CLASS} {...register('projectManagerId')}>
              {managers.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="project-billing" label="Billing type" error={fieldErrors.billingType}>
            <select id="project-billing" className={INPUT_CLASS} {...register('billingType')}>
              {BILLING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BILLING_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="project-status" label="Status" error={fieldErrors.status}>
            <select id="project-status" className={INPUT_CLASS} {...register('status')}>
              {PROJECT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="project-start" label="Start date" required error={fieldErrors.startDate}>
            <input id="project-start" type="date" className={INPUT_CLASS} {...register('startDate')} />
          </FormField>
          <FormField id="project-end" label="End date" error={fieldErrors.endDate}>
            <input id="project-end" type="date" className={INPUT_CLASS} {...register('endDate')} />
          </FormField>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending || update.isPending}>
            {project ? 'Save Changes' : 'Create Project'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
