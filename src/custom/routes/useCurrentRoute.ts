import { useLocation } from 'react-router-dom';
import { matchRoute, type RouteMatch } from './routeTable.ts';

/** The route table's entry for the page on screen, with its parameters. */
export const useCurrentRoute = (): RouteMatch | null => matchRoute(useLocation().pathname);
