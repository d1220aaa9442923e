// A stand-in for a component antd imports but a page seldom renders (vite.config.ts, antdStandIns): the real one is
// loaded the first time it is rendered, and nothing shows until it has arrived.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { withChunkTimeout } from '@/lib/lazy-page';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React's own lazy() takes
export const lazyStandIn = <C extends ComponentType<any>>(load: () => Promise<{ default: C }>) => {
  const Component = lazy(() => withChunkTimeout(load));
  return function StandIn(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
};
