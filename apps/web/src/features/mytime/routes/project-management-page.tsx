import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Pencil, Plus, UserPlus } from 'lucide-react';
import type { Project } from '@apps/contracts/mytime/project';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useI18n } from '../../../lib/i18n/intl';
import { managesProjects } from '@apps/contracts/mytime/mytime.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { useProjects } from '../api/get-projects';
import type { LocalAssignment } from '../components/assign-employee-dialog';
import { PermissionNotice } from '../components/permission-notice';
import type { ManagerOption } from '../components/project-form-dialog';
import { ProjectTable } from '../components/project-table';
import { assignmentRoleMessages, commonMessages, projectMessages as P } from '../timesheet.messages';

// The project and assignment dialogs (react-hook-form, their schemas) come when one opens (decision
// 0083); until then a dialog with the same title, Close and a spinner stands in (`Loading`).
const ProjectFormDialog = lazy(() => import('../components/project-form-dialog').then((m) => ({ default: m.ProjectFormDialog })));
const AssignEmployeeDialog = lazy(() => import('../components/assign-employee-dialog').then((m) => ({ default: m.AssignEmployeeDialog })));

/** `children` (a lazy dialog) once its chunk is there; before, a modal with its `title`, Close and a spinner. */
function Loading({ title, wide = false, onClose, children }: { title: string; wide?: boolean; onClose: () => void; children: ReactNode }) {
  const fallback = (
    <Modal open title={title} onClose={onClose} wide={wide}>
      <Spinner className="py-6" />
    </Modal>
  );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

function Management() {
  const { formatMessage } = useI18n();
  const me = useAuthStore((s) => s.user);
  const projects = useProjects();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [assigning, setAssigning] = useState<Project | null>(null);
  const [assignments, setAssignments] = useState<Record<string, LocalAssignment[]>>({});

  const managers = useMemo<ManagerOption[]>(() => {
    const options = new Map<string, string>();
    if (me) options.set(me.id, me.name ?? me.email);
    for (const p of projects.data ?? []) options.set(p.projectManagerId, p.projectManagerName ?? formatMessage(commonMessages.unknown));
    return [...options].map(([id, name]) => ({ id, name }));
  }, [me, projects.data, formatMessage]);

  return (
    <div>
      <PageHeader
        title={formatMessage(P.managementTitle)}
        subtitle={formatMessage(P.managementSubtitle)}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden /> {formatMessage(P.newProject)}
          </Button>
        }
      />
      <Card>
        <QueryContent query={projects}>
          {(list) => (
            <ProjectTable
              projects={list}
              extra={(project) =>
                (assignments[project.id] ?? []).length > 0 && (
                  <p className="mt-2 flex flex-wrap gap-1.5">
                    {(assignments[project.id] ?? []).map((a) => (
                      <Badge key={`${a.employee}-${a.role}`} tone="indigo">
                        {a.employee} · {formatMessage(assignmentRoleMessages[a.role])}
                      </Badge>
                    ))}
                  </p>
                )
              }
              actions={(project) => (
                <>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(project)} aria-label={formatMessage(P.editTitle, { name: project.name })}>
                    <Pencil className="h-4 w-4" aria-hidden /> {formatMessage(P.edit)}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setAssigning(project)} aria-label={formatMessage(P.assignEmployeeTo, { name: project.name })}>
                    <UserPlus className="h-4 w-4" aria-hidden /> {formatMessage(P.assign)}
                  </Button>
                </>
              )}
            />
          )}
        </QueryContent>
      </Card>
      {editing && me && (
        <Loading title={editing === 'new' ? formatMessage(P.newProject) : formatMessage(P.editTitle, { name: editing.name })} wide onClose={() => setEditing(null)}>
          <ProjectFormDialog project={editing === 'new' ? null : editing} managers={managers} currentUserId={me.id} onClose={() => setEditing(null)} />
        </Loading>
      )}
      {assigning && (
        <Loading title={formatMessage(P.assignEmployeeTitle, { project: assigning.name })} onClose={() => setAssigning(null)}>
          <AssignEmployeeDialog
            projectName={assigning.name}
            onClose={() => setAssigning(null)}
            onAssign={(assignment) => {
              setAssignments((all) => ({ ...all, [assigning.id]: [...(all[assigning.id] ?? []), assignment] }));
              toast.success(formatMessage(P.assigned, { employee: assignment.employee, role: formatMessage(assignmentRoleMessages[assignment.role]) }));
              setAssigning(null);
            }}
          />
        </Loading>
      )}
    </div>
  );
}

/** /mytime/project-management: Admin on mytime or all; others see the permission message. */
export function ProjectManagementPage() {
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const { formatMessage } = useI18n();
  if (!managesProjects(subject)) return loading ? <Spinner label={formatMessage(commonMessages.loadingPermissions)} /> : <PermissionNotice message={formatMessage(P.noPermission)} />;
  return <Management />;
}
