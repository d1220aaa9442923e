// Links a message may follow: paths inside the site only, never another origin or a scheme (javascript: and such).
export const isSitePath = (url: string | null): url is string => url !== null && /^\/(?!\/)/.test(url);
