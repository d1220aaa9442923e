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

export const requireLogin = async (request: FastifyRequest) => {
  currentUser(request);
};

export const requireAdmin = async (request: FastifyRequest) => {
  if (!isAdminRole(currentUser(request).role)) throw forbidden('Admin_login_required');
};

export const requireSuperAdmin = async (request: FastifyRequest) => {
  if (!isSuperAdmin(currentUser(request).role)) throw forbidden('Admin_login_required');
};

export const requirePermission = (permission: PermissionName) => async (request: FastifyRequest) => {
  if (!hasPermission(currentUser(request).role, permission)) throw forbidden();
};

export default fp<{ policy: SessionPolicy }>(
  async (app, { policy }) => {
    app.decorateRequest('user', null);
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
