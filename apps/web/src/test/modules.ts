import { INNOVATION_MODULE } from '@apps/contracts/modules/innovation.module';
import { INSIGHTS_MODULE } from '@apps/contracts/modules/insights.module';
import { PIPELINE_MODULE } from '@apps/contracts/modules/pipeline.module';
import { PROJECT_MODULE } from '@apps/contracts/modules/project.module';
import { TALENT_MODULE } from '@apps/contracts/modules/talent.module';
import { MODULE_NAV } from '../app/layout/module-nav';
import { moduleRoute } from '../app/module-routes';

// What the app derives from a module's manifest, for the features' tests: a module's routes as the
// router builds them (without the module guard), which they render alone, and its sidebar items.
export const innovationRoutes = moduleRoute(INNOVATION_MODULE);
export const insightsRoutes = moduleRoute(INSIGHTS_MODULE);
export const pipelineRoutes = moduleRoute(PIPELINE_MODULE);
export const projectRoutes = moduleRoute(PROJECT_MODULE);
export const talentRoutes = moduleRoute(TALENT_MODULE);

export const mytimeNav = MODULE_NAV.mytime;
