import type { ComponentType, ReactNode } from 'react';
import type { Entity } from '../../domain/entities.ts';
// Types only: the sign-in page never loads the English texts of the whole app.
import type en from '../../../i18n/en.ts';

/**
 * Breadcrumb and panel titles (spec 2): the keys under `routes.` in i18n/en.ts, so a title
 * without its English text does not compile (tests/unit/i18n.test.ts holds fr.ts to the same keys).
 */
export type Title = keyof typeof en.routes;

export type RouteParams = Readonly<Record<string, string>>;

/**
 * - `screen`: a page of the app;
 * - `dashboard`: react-admin's dashboard at / (Home);
 * - `signedOut`: only for signed-out users (the login and password pages);
 * - `redirect`: sends the user on to `redirectTo`;
 * - `crumbOnly`: the spec defines its breadcrumb but gives it no route.
 */
export type RouteKind = 'screen' | 'dashboard' | 'signedOut' | 'redirect' | 'crumbOnly';

/** Spec 2, navigation bar: the bar's links, the More menu, and the admin items after its divider. */
export type MenuGroup = 'bar' | 'more' | 'admin';

export interface MenuEntry {
  group: MenuGroup;
  /** Place within its group, in the spec's order. */
  order: number;
  /** i18n key under `nav.` */
  label: string;
}

/** Spec 2 split screen: a route that declares a panel allows the split screen; the panel is its content. */
export interface PanelDeclaration {
  title: Title;
  Content: ComponentType<{ params: RouteParams }>;
}

/**
 * What a route's page is given: its own declaration, so a page shared by several routes knows
 * which it shows without looking the route table up, which imports its folder.
 */
export interface PageProps {
  route: RouteDeclaration;
}

/** One route of the web app, declared by the folder of the screen it shows. */
export interface RouteDeclaration {
  /** Unique across the app: `parent` and `pathOf` refer to routes by it. */
  name: string;
  /** As the spec writes it, parameters in braces: `/cars/{vin}`. */
  path: string;
  kind?: RouteKind;
  /** The entity whose role area (src/domain/entities.ts) opens the route; null: every signed-in user. */
  entity: Entity | null;
  title: Title;
  /** The resource view it shows (`list`, `edit`…), for a resource's routes. */
  view?: ResourceView;
  /** The page it shows, for pages that are not a resource's view. */
  component?: ComponentType<PageProps>;
  /** The route whose crumb comes before this one. */
  parent?: string;
  /** The crumb shows this path parameter (a VIN, a trip id) instead of the title. */
  crumbParam?: string;
  /** Spec 2: one more crumb after this route's while the URL's `tab` names one of these (the profile's Reservation tab). */
  tabCrumbs?: Readonly<Partial<Record<string, Title>>>;
  /** The crumb names the record on screen; while it loads, the title. */
  Crumb?: ComponentType<{ params: RouteParams; fallback: ReactNode }>;
  /** Spec 2: the navigation bar and the breadcrumbs are hidden here. */
  hideChrome?: true;
  redirectTo?: string;
  splitScreen?: PanelDeclaration;
  menu?: MenuEntry;
}

export type ResourceView = 'list' | 'edit' | 'create' | 'show';

/** What a page folder that is not a resource (src/pages/<page>/index.ts) declares. */
export interface PageDeclaration {
  routes: readonly RouteDeclaration[];
}

/**
 * What a resource folder (src/resources/<folder>/index.ts) declares: react-admin's resource
 * (its name is an entity of src/domain/entities.ts and, once it has views, the data
 * provider's resource) and the spec's routes that show its views (or pages of their own).
 */
export interface ResourceDeclaration extends PageDeclaration, Partial<Record<ResourceView, ComponentType>> {
  name: Entity;
  icon?: ComponentType;
  // react-admin's own prop takes any record; each resource narrows it to its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  recordRepresentation?: (record: any) => string;
}
