import type { LucideIcon } from 'lucide-react';
import { BarChart3, Briefcase, Clock, FolderKanban, Lightbulb, TrendingUp, UserPlus, Users } from 'lucide-react';
import type { ModuleId } from '@apps/contracts/module-ids';

/** A module tile of the home screen (SPEC.md section 3 "Module tile"). */
export interface ModuleTile {
  id: ModuleId;
  name: string;
  title: string;
  description: string;
  icon: LucideIcon;
  path: string;
  /** Tailwind classes of the tile's icon badge. */
  colour: string;
}

/** The eight tiles in order (SPEC.md section 1 table). */
export const MODULE_TILES: readonly ModuleTile[] = [
  { id: 'mytime', name: 'MyTime', title: 'MyTime', description: 'time-billing and leave management', icon: Clock, path: '/mytime', colour: 'bg-blue-100 text-blue-700' },
  { id: 'grow', name: 'Grow', title: 'Grow', description: 'performance and personal development', icon: TrendingUp, path: '/grow', colour: 'bg-emerald-100 text-emerald-700' },
  { id: 'hire', name: 'Hire', title: 'Hire', description: 'hiring and onboarding', icon: UserPlus, path: '/hire', colour: 'bg-violet-100 text-violet-700' },
  { id: 'project', name: 'Project', title: 'Project', description: 'project estimation and quality', icon: FolderKanban, path: '/project', colour: 'bg-amber-100 text-amber-800' },
  { id: 'innovation', name: 'Innovation Hub', title: 'Innovation Hub', description: 'R&D, POCs and emerging tech', icon: Lightbulb, path: '/innovation', colour: 'bg-pink-100 text-pink-700' },
  { id: 'pipeline', name: 'Pipeline', title: 'Pipeline', description: 'sales and pre-sales management', icon: Briefcase, path: '/pipeline', colour: 'bg-cyan-100 text-cyan-800' },
  { id: 'talent', name: 'Talent', title: 'Talent', description: 'resource allocation and workforce planning', icon: Users, path: '/talent', colour: 'bg-indigo-100 text-indigo-700' },
  { id: 'insights', name: 'Insights', title: 'Insights', description: 'analytics and business intelligence', icon: BarChart3, path: '/insights', colour: 'bg-teal-100 text-teal-700' },
];

/** The tile of a module id. */
export function moduleTile(id: ModuleId): ModuleTile {
  return MODULE_TILES.find((tile) => tile.id === id)!;
}
