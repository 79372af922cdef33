import type { ComponentType } from 'react';
import type { Entity } from '../../domain/entities.ts';
import type { MenuEntry, PageProps, ResourceDeclaration, RouteDeclaration } from './declarations.ts';

/** A route of the resource's: on the resource's own role area unless it names another (a car's page). */
export type ResourceRoute = Omit<RouteDeclaration, 'entity'> & Partial<Pick<RouteDeclaration, 'entity'>>;

/**
 * The resource's screen that is an item of a menu (spec 2): its route, and what it shows, the
 * resource's list or a page of its own.
 */
export type MenuScreen = Omit<RouteDeclaration, 'entity' | 'view' | 'component' | 'menu'> & {
  menu: MenuEntry;
} & ({ list: ComponentType; component?: never } | { component: ComponentType<PageProps>; list?: never });

/**
 * What a resource folder declares (ResourceDeclaration) when its first route is an item of a
 * menu, as most of spec 2's screens are: that screen, then the resource's other routes (a
 * record's page under its search). Each opens on the resource's own role area unless it names
 * another.
 */
export const menuResource = (
  name: Entity,
  { list, component, ...screen }: MenuScreen,
  ...routes: ResourceRoute[]
): ResourceDeclaration => ({
  name,
  list,
  routes: [
    { ...screen, entity: name, ...(list ? { view: 'list' } : { component }) },
    ...routes.map((route) => ({ entity: name, ...route })),
  ],
});

/** A search's record page: the path parameter that names the record (a VIN, a trip id), and the page. */
export type RecordPage = { key: string } & Omit<ResourceRoute, 'path' | 'title' | 'parent' | 'crumbParam'>;

/**
 * A search that is an item of a menu and the page of each record it lists (spec 2: /cars and
 * /cars/{vin}): the record's path is the search's with its key, and its crumb comes after the
 * search's, naming the record by that key.
 */
export const searchResource = (name: Entity, search: MenuScreen, { key, ...page }: RecordPage) =>
  menuResource(name, search, {
    path: `${search.path}/{${key}}`,
    title: search.title,
    parent: search.name,
    crumbParam: key,
    ...page,
  });
