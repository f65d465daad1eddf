import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { useProjects } from '../api/get-projects';
import { ExportButton } from '../components/export-button';
import { ProjectTable } from '../components/project-table';
import { MYTIME_TEXTS } from '../texts';

/** /mytime/projects: the read-only project list, each with an Export (the caller's reach on that project). */
export function ProjectsPage() {
  const projects = useProjects();
  return (
    <div>
      <PageHeader title={MYTIME_TEXTS.projects.title} subtitle={MYTIME_TEXTS.projects.subtitle} />
      <Card>
        <QueryContent query={projects}>{(list) => <ProjectTable projects={list} actions={(project) => <ExportButton projectId={project.id} allowSummary idSuffix={project.code} />} />}</QueryContent>
      </Card>
    </div>
  );
}
