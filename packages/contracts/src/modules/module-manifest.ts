/**
 * The shape of a module manifest: everything the platform needs to know about one application module,
 * written once in `<id>.module.ts` and read by the database CHECK, the API registration, the web's
 * routes, tiles, sidebar and screen table, and the authorization matrix. Plain constants, no zod: the
 * web's first screens import the manifests (through `module-ids.ts`).
 */
import type { SidebarPolicy } from './sidebar-policies';

/** One sidebar item. */
export interface SidebarItemManifest {
  /** The label, verbatim from the spec. */
  readonly label: string;
  /** The full address, e.g. `/mytime/leave`. */
  readonly path: string;
  /** A lucide icon's name (`LayoutDashboard`); the web maps names to components. */
  readonly icon: string;
  /**
   * Shown only when the policy function of this name (`SIDEBAR_POLICIES`) allows; shown to everyone
   * with a role on the module when absent.
   */
  readonly visible?: SidebarPolicy;
}

/** One screen: a route under the module's path and the page that renders it. */
export interface ScreenManifest {
  /** The route path under the module, e.g. `leave` or `ideas/new`. */
  readonly path: string;
  /** The screen's title (the route's `handle.title`, shown in the browser tab). */
  readonly title: string;
  /** The page module, relative to apps/web/src, e.g. `features/mytime/routes/leave-page.tsx`. */
  readonly page: string;
  /** The page module's export that renders the screen. */
  readonly component: string;
  /** The page module's export that is the route's loader, if it has one. */
  readonly loader?: string;
  /** The component takes the screen's title as its `title` prop (the 'Coming Soon' pages). */
  readonly titleProp?: boolean;
}

/**
 * What the module's own address shows: a redirect to one of its screens (`/mytime` ->
 * `/mytime/dashboard`), or that screen rendered at the module's address.
 */
export type ModuleIndex = { readonly redirectTo: string } | { readonly screen: string };

/** One application module. */
export interface ModuleManifest {
  /** The module id stored in role assignments and permissions, e.g. `mytime`. */
  readonly id: string;
  /** The name people read (home tile, sidebar heading, the server's texts). */
  readonly name: string;
  /** The home tile's title. */
  readonly title: string;
  /** The home tile's description. */
  readonly description: string;
  /** A lucide icon's name for the tile and the sidebar heading. */
  readonly icon: string;
  /** The module's address, e.g. `/mytime`. */
  readonly path: string;
  /** Tailwind classes of the tile's icon badge. */
  readonly colour: string;
  /** The tone of the module's role badges on the profile (a tone of the web's `components/badge.tsx`). */
  readonly badgeTone: string;
  readonly index: ModuleIndex;
  readonly sidebar: readonly SidebarItemManifest[];
  readonly screens: readonly ScreenManifest[];
  /**
   * The policy resources the module owns, as `RESOURCE_MODULES` in core/role-grants.ts lists them: the
   * grants themselves stay in `ROLE_GRANTS` there. Empty for a placeholder module. Plain names, not
   * the `Resource` type, which is built on the module ids these manifests define.
   */
  readonly resources: readonly string[];
}
