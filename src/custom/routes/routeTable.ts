import { matchRoutes } from 'react-router-dom';
import type {
  MenuEntry,
  MenuGroup,
  PageDeclaration,
  ResourceDeclaration,
  RouteDeclaration,
  RouteKind,
  RouteParams,
} from './declarations.ts';

/**
 * Spec point 2: every route of the web app, gathered from the folders that declare them —
 * src/resources/<entity>/index.ts and src/pages/<page>/index.ts — the way the server
 * autoloads its route folders. A new screen's folder is found here; nothing central lists it.
 * The router, navigation bar, breadcrumbs and split screen all read this one table.
 */
const resourceModules = import.meta.glob<ResourceDeclaration>('../../resources/*/index.ts', {
  eager: true,
  import: 'default',
});
const pageModules = import.meta.glob<PageDeclaration>('../../pages/*/index.ts', {
  eager: true,
  import: 'default',
});

export const RESOURCE_DECLARATIONS: readonly ResourceDeclaration[] = Object.values(resourceModules);

export interface RouteEntry extends RouteDeclaration {
  kind: RouteKind;
  /** The resource that declares it, if any: its view, and its name as the page's resource context. */
  resource?: ResourceDeclaration;
}

const entries: RouteEntry[] = [
  ...RESOURCE_DECLARATIONS.flatMap((resource) =>
    resource.routes.map((route) => ({ kind: 'screen' as const, ...route, resource })),
  ),
  ...Object.values(pageModules).flatMap((page) =>
    page.routes.map((route) => ({ kind: 'screen' as const, ...route })),
  ),
];

export const ROUTES: Readonly<Record<string, RouteEntry>> = Object.fromEntries(
  entries.map((entry) => [entry.name, entry]),
);
if (Object.keys(ROUTES).length !== entries.length) {
  throw new Error('Two route declarations share a name');
}
export const ROUTE_LIST: readonly RouteEntry[] = entries;

/** `/cars/{vin}` → `/cars/:vin`, the pattern react-router matches. */
export const routerPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills a route's parameters: pathOf('carDetail', { vin }) → `/cars/<vin>`. */
export const pathOf = (name: string, params: Record<string, string | number> = {}): string => {
  const entry = ROUTES[name];
  if (!entry) throw new Error(`No route is named ${name}`);
  return entry.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs {${key}}`);
    return encodeURIComponent(String(value));
  });
};

export interface RouteMatch {
  name: string;
  entry: RouteEntry;
  params: RouteParams;
}

// react-router ranks the patterns itself, so the order of the declarations does not matter.
const patterns = entries.map((entry) => ({ id: entry.name, path: routerPath(entry.path) }));

/** Which route a location's pathname is, with its parameters; null when none. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const found = matchRoutes(patterns, pathname)?.[0];
  if (!found) return null;
  const name = found.route.id;
  const params = Object.fromEntries(
    Object.entries(found.params).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  return { name, entry: ROUTES[name], params };
};

/** The route and its ancestors, outermost first (the breadcrumb trail, without Home). */
export const trailOf = (name: string): string[] => {
  const trail: string[] = [];
  for (let at: string | undefined = name; at; at = ROUTES[at]?.parent) trail.unshift(at);
  return trail;
};

/** The top-level route a route belongs to, so the bar can mark its section as current. */
export const sectionOf = (name: string): string => trailOf(name)[0];

export interface MenuItem extends MenuEntry {
  route: RouteEntry;
}

/** A menu's items (spec 2), in the spec's order. */
export const menuItems = (group: MenuGroup): MenuItem[] =>
  entries
    .filter((entry) => entry.menu?.group === group)
    .map((entry) => ({ ...entry.menu!, route: entry }))
    .sort((a, b) => a.order - b.order);
