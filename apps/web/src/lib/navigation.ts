// Navigation bridge: lets non-React code (API client, session sync) navigate through the router once it exists.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export const bindNavigate = (navigate: Navigate): void => {
  navigateImpl = navigate;
};

export const navigateTo: Navigate = (to, options) => navigateImpl(to, options);

export const currentPath = (): string => window.location.pathname;

/** The back office lives under /manage (and the legacy /admin entry). */
export const isAdminPath = (path: string = currentPath()): boolean => /^\/(manage|admin)(\/|$)/.test(path);
