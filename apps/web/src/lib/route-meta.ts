// Route meta: the `handle` every route carries (page name, guards, layout, footer) and helpers to read it.
import { useMatches } from 'react-router';

export type Layout = 'main' | 'admin' | 'bare';
export type AccessSwitch = 'publicDiscussion' | 'groupDiscussion' | 'contestComment';

export interface RouteMeta {
  /** Route name; its label is the translation `routes:<name>`. */
  name: string;
  /** Page chrome; inherited from the parent route when not set. */
  layout: Layout;
  requireAuth?: boolean;
  requireAdmin?: boolean;
  requireSuperAdmin?: boolean;
  /** The website-config switch that must be on. */
  access?: AccessSwitch;
  /** Problem detail and focus-mode pages hide the footer. */
  hideFooter?: boolean;
}

const isMeta = (handle: unknown): handle is RouteMeta =>
  typeof handle === 'object' && handle !== null && 'name' in handle && 'layout' in handle;

/** The deepest matched route's meta (the page being shown). */
export const useRouteMeta = (): RouteMeta | null => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isMeta(handle)) return handle;
  }
  return null;
};
