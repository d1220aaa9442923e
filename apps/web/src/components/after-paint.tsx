// Shows its children once the page has painted and the browser has a quiet moment (requestIdleCallback, at most a
// second later), the fallback until then: what is not the page's main content, such as a chart and its library,
// neither delays the largest contentful paint nor competes with it for the main thread.
import { useEffect, useState, type ReactNode } from 'react';

const IDLE_TIMEOUT_MS = 1000;

export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    // The frame being prepared is painted first; then the next quiet moment.
    const frame = requestAnimationFrame(() => {
      idle = requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return ready ? children : fallback;
}
