/**
 * Every module's manifest, in tile order (SPEC.md section 1 table). Adding a module is adding its
 * `<id>.module.ts` and listing it here; module ids, the database CHECK, the API registration, the web's
 * routes, tiles, sidebar and screen table, and the authorization matrix follow.
 */
import { GROW_MODULE } from './grow.module';
import { HIRE_MODULE } from './hire.module';
import { INNOVATION_MODULE } from './innovation.module';
import { INSIGHTS_MODULE } from './insights.module';
import { MYTIME_MODULE } from './mytime.module';
import { PIPELINE_MODULE } from './pipeline.module';
import { PROJECT_MODULE } from './project.module';
import { TALENT_MODULE } from './talent.module';

export const MODULES = [
  MYTIME_MODULE,
  GROW_MODULE,
  HIRE_MODULE,
  PROJECT_MODULE,
  INNOVATION_MODULE,
  PIPELINE_MODULE,
  TALENT_MODULE,
  INSIGHTS_MODULE,
] as const;
