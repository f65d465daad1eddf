import { INNOVATION_MODULE } from '@apps/contracts/modules/innovation.module';
import { INSIGHTS_MODULE } from '@apps/contracts/modules/insights.module';
import { PIPELINE_MODULE } from '@apps/contracts/modules/pipeline.module';
import { PROJECT_MODULE } from '@apps/contracts/modules/project.module';
import { TALENT_MODULE } from '@apps/contracts/modules/talent.module';
import { moduleRoute } from '../app/module-routes';

// A module's routes as the router builds them from its manifest (without the module guard), for the
// features' route tests, which render one module's routes alone.
export const innovationRoutes = moduleRoute(INNOVATION_MODULE);
export const insightsRoutes = moduleRoute(INSIGHTS_MODULE);
export const pipelineRoutes = moduleRoute(PIPELINE_MODULE);
export const projectRoutes = moduleRoute(PROJECT_MODULE);
export const talentRoutes = moduleRoute(TALENT_MODULE);
