// Auth plugin: resolves the Authorization token to the current user, adopts refreshes, and the role guards.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission, isAdminRole, isSuperAdmin, type PermissionName } from '@verdict/shared';
import { resolveToken, type ResolvedSession, type SessionPolicy } from '../../modules/accounts/sessions.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: ResolvedSession | null;
  }
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

export const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

/** The current user, or 401 'Please login first'. */
export function currentUser(request: FastifyRequest): ResolvedSession {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Guards that read only the session (never the body) run in onRequest, before the body is read — whichever hook a
 * route lists them under — so an anonymous or unprivileged caller cannot make the server read a large body.
 */
const sessionGuards = new WeakSet<object>();

export function sessionGuard(check: (request: FastifyRequest) => void): (request: FastifyRequest) => Promise<void> {
  const guard = async (request: FastifyRequest) => check(request);
  sessionGuards.add(guard);
  return guard;
}

export const requireLogin = sessionGuard((request) => {
  currentUser(request);
});

export const requireAdmin = sessionGuard((request) => {
  if (!isAdminRole(currentUser(request).role)) throw forbidden('Admin_login_required');
});

export const requireSuperAdmin = sessionGuard((request) => {
  if (!isSuperAdmin(currentUser(request).role)) throw forbidden('Admin_login_required');
});

export const requirePermission = (permission: PermissionName) =>
  sessionGuard((request) => {
    if (!hasPermission(currentUser(request).role, permission)) throw forbidden();
  });

type RouteHooks = Partial<Record<'onRequest' | 'preValidation' | 'preHandler', unknown>>;

/** Moves a route's session guards from preValidation and preHandler to the end of its onRequest hooks. */
function hoistSessionGuards(route: RouteHooks): void {
  const hoisted: unknown[] = [];
  for (const stage of ['preValidation', 'preHandler'] as const) {
    const hooks = [route[stage] ?? []].flat();
    const guards = hooks.filter((hook) => sessionGuards.has(hook as object));
    if (guards.length === 0) continue;
    hoisted.push(...guards);
    const rest = hooks.filter((hook) => !guards.includes(hook));
    if (rest.length > 0) route[stage] = rest;
    else delete route[stage];
  }
  if (hoisted.length > 0) route.onRequest = [...[route.onRequest ?? []].flat(), ...hoisted];
}

export default fp<{ policy: SessionPolicy }>(
  async (app, { policy }) => {
    app.decorateRequest('user', null);
    app.addHook('onRoute', (route) => hoistSessionGuards(route as RouteHooks));
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = readToken(request);
      if (!token) return;
      request.user = await resolveToken(app.db, policy, token, clientOf(request));
      if (request.user?.refreshedToken) {
        reply.header('Authorization', request.user.refreshedToken);
        reply.header('Refresh-Token', 'true');
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
