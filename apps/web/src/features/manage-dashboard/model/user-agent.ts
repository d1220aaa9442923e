// A user agent string in a few words (browser, version, system) for the dashboard's previous login.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** e.g. "Chrome 126 · Linux"; the raw string when no known browser is named in it. */
export function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([match]) => match);
  if (!browser) return userAgent || '--';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [`${browser[1]} ${browser[0]![1]}`, system].filter(Boolean).join(' · ');
}
