import { useState } from 'react';
import { Button } from '../../../components/button';
import { ASSIGNMENT_ROLES, MYTIME_TEXTS } from '../texts';
import { FormField, INPUT_CLASS } from '../../../components/form-field';
import { Modal } from '../../../components/modal';

/** A local, unsaved assignment of a person to a project (SPEC.md section 2: "local demo data with no call"). */
export interface LocalAssignment {
  employee: string;
  role: (typeof ASSIGNMENT_ROLES)[number];
}

/** The people offered by the demo assignment dialog. */
export const DEMO_EMPLOYEES = ['Arjun Reddy', 'Meera Joshi', 'Ishita Verma', 'Vikram Singh', 'Kavya Nair'] as const;

/**
 * Assign an employee to a project (local demo only, nothing is saved): employee required ('Please
 * select an employee'), role one of Developer, Tester, Designer, Tech Lead, Architect.
 */
export function AssignEmployeeDialog({ projectName, onAssign, onClose }: { projectName: string; onAssign: (assignment: LocalAssignment) => void; onClose: () => void }) {
  const [employee, setEmployee] = useState('');
  const [role, setRole] = useState<LocalAssignment['role']>('Developer');
  const [error, setError] = useState<string | null>(null);

  const assign = () => {
    if (!employee) {
      setError(MYTIME_TEXTS.projects.selectEmployee);
      return;
    }
    onAssign({ employee, role });
  };

  return (
    <Modal open title={`${MYTIME_TEXTS.projects.assignEmployee}: ${projectName}`} onClose={onClose}>
      <div className="space-y-4">
        <FormField id="assign-employee" label="Employee" required error={error ? [error] : undefined}>
          <select id="assign-employee" className={INPUT_CLASS} value={employee} onChange={(e) => { setEmployee(e.target.value); setError(null); }}>
            <option value="">Select an employee</option>
            {DEMO_EMPLOYEES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="assign-role" label="Role">
          <select id="assign-role" className={INPUT_CLASS} value={role} onChange={(e) => setRole(e.target.value as LocalAssignment['role'])}>
            {ASSIGNMENT_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </FormField>
        <p className="text-xs text-slate-500">Demo only: assignments are kept on this page and not saved.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={assign}>Assign</Button>
        </div>
      </div>
    </Modal>
  );
}
