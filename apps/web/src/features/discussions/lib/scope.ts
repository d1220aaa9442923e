// Where the discussion pages run (spec 002 §2.6, §2.8): the site's discussions, or one group's (gid set). A group's
// pages call the /api/group/… paths, link inside the group, and let the group's admins (level 4–5, the site root)
// moderate like the site's admin roles. The group pages provide the scope; the site pages use the default.
import { createContext, useContext } from 'react';

export interface DiscussionScope {
  /** The group of a group's discussion pages; null on the site's. */
  gid: number | null;
  /** The viewer administers the group (level 4–5 or the site root). */
  groupAdmin: boolean;
}

const ScopeContext = createContext<DiscussionScope>({ gid: null, groupAdmin: false });

export const DiscussionScopeProvider = ScopeContext.Provider;

export const useDiscussionScope = (): DiscussionScope => useContext(ScopeContext);

/** The API path of a discussion call: `/group/<path>` inside a group. */
export const scopedApiPath = (gid: number | null, path: string): string => (gid === null ? `/${path}` : `/group/${path}`);
