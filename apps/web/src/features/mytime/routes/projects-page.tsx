import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { useI18n } from '../../../lib/i18n/intl';
import { useProjects } from '../api/get-projects';
import { ExportButton } from '../components/export-button';
import { ProjectTable } from '../components/project-table';
import { projectMessages as P } from '../timesheet.messages';

/** /mytime/projects: the read-only project list, each with an Export (the caller's reach on that project). */
export function ProjectsPage() {
  const { formatMessage } = useI18n();
  const projects = useProjects();
  return (
    <div>
      <PageHeader title={formatMessage(P.title)} subtitle={formatMessage(P.subtitle)} />
      <Card>
        <QueryContent query={projects}>{(list) => <ProjectTable projects={list} actions={(project) => <ExportButton projectId={project.id} allowSummary idSuffix={project.code} />} />}</QueryContent>
      </Card>
    </div>
  );
}
