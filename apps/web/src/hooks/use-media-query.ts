// Responsive hook: tracks a CSS media query (used for the 992 px navigation and 768 px mobile breakpoints).
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@verdict/shared';

export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

/** Below 992 px the top navigation collapses into a drawer. */
export const useCompactNav = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINTS.navigation - 0.02}px)`);

/** The system asks for less motion: popups, dialogs and messages then appear without sliding or zooming. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');

/** Below 768 px: narrow pagination and mobile views. */
export const useMobile = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 0.02}px)`);
