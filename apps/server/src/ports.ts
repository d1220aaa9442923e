// Ports: what a lower server module needs from the modules above it, provided by each of those when it loads
// (its index.ts), so the lower module never imports them. The holder is a function declaration of the lower
// module's ports file, not a module variable: a provider may run while that file has not been evaluated yet
// (modules that import each other), and a function declaration exists from the start.

type Holder = object & { ports?: Record<string, unknown> };

/** Adds `part` to the ports kept on `holder`. */
export function providePorts<T>(holder: object, part: Partial<T>): void {
  const h = holder as Holder;
  h.ports = { ...h.ports, ...(part as Record<string, unknown>) };
}

/** The ports kept on `holder`; a missing one throws when used, naming `owner` (the module whose ports they are). */
export function portsOf<T extends object>(holder: object, owner: string): T {
  const ports = (holder as Holder).ports ?? {};
  return new Proxy(ports as T, {
    get(target, name: string) {
      const port = (target as Record<string, unknown>)[name];
      if (port === undefined) throw new Error(`the ${owner} port ${name} is not provided: load the module that provides it`);
      return port;
    },
  });
}
