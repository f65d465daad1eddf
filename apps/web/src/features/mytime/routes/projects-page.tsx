import { Card } from '../../../components/card';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useProjects } from '../api/get-projects';
import { ProjectTable } from '../components/project-table';
import { MYTIME_TEXTS } from '../texts';

/** /mytime/projects: the read-only project list (SPEC.md section 2). */
export function ProjectsPage() {
  const projects = useProjects();
  return (
    <div>
      <PageHeader title={MYTIME_TEXTS.projects.title} subtitle={MYTIME_TEXTS.projects.subtitle} />
      {projects.isError && <ErrorBanner error={toBannerError(projects.error)} />}
      <Card>{projects.isPending ? <Spinner /> : <ProjectTable projects={projects.data ?? []} />}</Card>
    </div>
  );
}
