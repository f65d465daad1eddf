import { useMemo } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { Form, useZodForm } from '../../../components/form';
import { FormSelect } from '../../../components/form-controls';
import { Modal } from '../../../components/modal';
import { useI18n } from '../../../lib/i18n/intl';
import { ASSIGNMENT_ROLES } from '../texts';
import { assignmentRoleMessages, projectMessages as P } from '../timesheet.messages';

/** The people offered by the demo assignment dialog. */
export const DEMO_EMPLOYEES = ['Arjun Reddy', 'Meera Joshi', 'Ishita Verma', 'Vikram Singh', 'Kavya Nair'] as const;

/** The dialog's rules, with the missing-employee message (`selectEmployee`) in the page's language. */
function assignmentSchema(selectEmployee: string) {
  return z.object({
    employee: z.string().min(1, selectEmployee),
    role: z.enum(ASSIGNMENT_ROLES),
  });
}

/** A local, unsaved assignment of a person to a project ("local demo data with no call"). */
export type LocalAssignment = z.infer<ReturnType<typeof assignmentSchema>>;

/**
 * Assign an employee to a project (local demo only, nothing is saved): employee required ('Please
 * select an employee'), role one of Developer, Tester, Designer, Tech Lead, Architect.
 */
export function AssignEmployeeDialog({ projectName, onAssign, onClose }: { projectName: string; onAssign: (assignment: LocalAssignment) => void; onClose: () => void }) {
  const { formatMessage } = useI18n();
  const schema = useMemo(() => assignmentSchema(formatMessage(P.selectEmployee)), [formatMessage]);
  const form = useZodForm(schema, { defaultValues: { employee: '', role: 'Developer' } });
  return (
    <Modal open title={formatMessage(P.assignEmployeeTitle, { project: projectName })} onClose={onClose}>
      <Form form={form} idPrefix="assign" aria-label={formatMessage(P.assignEmployee)} className="space-y-4" onSubmit={onAssign}>
        <FormSelect name="employee" label={formatMessage(P.employee)} required placeholder={formatMessage(P.chooseEmployee)} choices={DEMO_EMPLOYEES} />
        <FormSelect name="role" label={formatMessage(P.role)} choices={ASSIGNMENT_ROLES.map((role) => ({ value: role, label: formatMessage(assignmentRoleMessages[role]) }))} />
        <p className="text-xs text-slate-500">{formatMessage(P.demoOnly)}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {formatMessage(P.cancel)}
          </Button>
          <Button type="submit">{formatMessage(P.assign)}</Button>
        </div>
      </Form>
    </Modal>
  );
}
