// The document title is the group's name (spec 002 §2.2). The shell sets the route's title in its own effect,
// which runs after ours (parents after children), so ours is written a microtask later and again whenever the
// shell's inputs (route, site name) change.
import { useEffect } from 'react';
import { useWebsiteConfig } from '@/lib/website-config';
import { useRouteMeta } from '@/lib/route-meta';

export function useGroupTitle(name: string): void {
  const route = useRouteMeta()?.name;
  const { data: config } = useWebsiteConfig();
  const site = config?.shortName || config?.name;
  useEffect(() => {
    let active = true;
    queueMicrotask(() => {
      if (active) document.title = name;
    });
    return () => {
      active = false;
    };
  }, [name, route, site]);
}
