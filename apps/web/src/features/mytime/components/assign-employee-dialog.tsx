import { z } from 'zod';
import { Button } from '../../../components/button';
import { Form, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { Modal } from '../../../components/modal';
import { ASSIGNMENT_ROLES, MYTIME_TEXTS } from '../texts';

const P = MYTIME_TEXTS.projects;

/** The people offered by the demo assignment dialog. */
export const DEMO_EMPLOYEES = ['Arjun Reddy', 'Meera Joshi', 'Ishita Verma', 'Vikram Singh', 'Kavya Nair'] as const;

const AssignmentSchema = z.object({
  employee: z.string().min(1, P.selectEmployee),
  role: z.enum(ASSIGNMENT_ROLES),
});

/** A local, unsaved assignment of a person to a project ("local demo data with no call"). */
export type LocalAssignment = z.infer<typeof AssignmentSchema>;

/**
 * Assign an employee to a project (local demo only, nothing is saved): employee required ('Please
 * select an employee'), role one of Developer, Tester, Designer, Tech Lead, Architect.
 */
export function AssignEmployeeDialog({ projectName, onAssign, onClose }: { projectName: string; onAssign: (assignment: LocalAssignment) => void; onClose: () => void }) {
  const form = useZodForm(AssignmentSchema, { defaultValues: { employee: '', role: 'Developer' } });
  return (
    <Modal open title={`${P.assignEmployee}: ${projectName}`} onClose={onClose}>
      <Form form={form} idPrefix="assign" aria-label={P.assignEmployee} className="space-y-4" onSubmit={onAssign}>
        <FormSelect name="employee" label={P.employee} required placeholder={P.chooseEmployee} choices={DEMO_EMPLOYEES} />
        <FormSelect name="role" label={P.role} choices={ASSIGNMENT_ROLES} />
        <p className="text-xs text-slate-500">{P.demoOnly}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {P.cancel}
          </Button>
          <Button type="submit">{P.assign}</Button>
        </div>
      </Form>
    </Modal>
  );
}
