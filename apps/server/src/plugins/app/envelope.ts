// Envelope plugin: request language, the {status, msg, data} answer, and the error and not-found handlers.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Envelope } from '@verdict/shared';
import { isMessageKey, pickLang, translate, type Lang, type MessageKey } from '../../i18n/messages.ts';
import { AppError } from './errors.ts';
import { databaseHealth, isDatabaseUnavailable, RETRY_AFTER_S } from '../../db/unavailable.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** A successful answer. */
export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ status: 200, msg, data });

/** Standard HTTP errors that Fastify raises itself, mapped to catalogue keys. */
const HTTP_ERROR_KEYS: Record<number, MessageKey> = {
  400: 'Bad_request',
  401: 'Please_login_first',
  403: 'No_permission',
  404: 'Not_found',
  405: 'Method_not_allowed',
  413: 'Body_too_large',
  414: 'Bad_request',
  415: 'Unsupported_media_type',
  429: 'Speed_too_fast',
};

function validationMessage(error: FastifyError, lang: Lang): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return translate('Bad_request', lang);
  const first = error.validation[0];
  const reason = first.message ?? '';
  if (isMessageKey(reason)) return translate(reason, lang);
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '-';
  return translate('Invalid_parameter', lang, { field, reason });
}

function send(reply: FastifyReply, status: number, msg: string, data: unknown = null) {
  return reply.code(status).type('application/json; charset=utf-8').send({ status, msg, data });
}

/**
 * Errors the router raises before any hook runs (a path that is not valid percent-encoded UTF-8, a path parameter
 * over the router's length limit), in the envelope like the rest.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, translate(HTTP_ERROR_KEYS[status] ?? 'Bad_request', pickLang(undefined, request.headers['accept-language'])));
}

/**
 * A value PostgreSQL refused as data (SQLSTATE class 22: a character it cannot store such as a lone surrogate in
 * JSON, a number out of its column's range) is the caller's bad input: the statement failed, so nothing was written.
 */
function isDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** The 404 answer for an unknown API route. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const route = request.url.split('?')[0];
  return send(reply, 404, translate('Route_not_found', request.lang, { route }));
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'zh-CN');
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang = pickLang(query?.l, request.headers['accept-language']);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = request.lang;
      if (error instanceof AppError) return send(reply, error.status, translate(error.msgKey, lang, error.params), error.data);
      if (error.validation) return send(reply, 400, validationMessage(error, lang));
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return send(reply, 400, translate('Invalid_json', lang));
      }
      if (isDataException(error)) return send(reply, 400, translate('Bad_request', lang));
      if (isDatabaseUnavailable(error)) {
        // Logged once per outage (the database's health), not per request; the transaction it ran in rolled back.
        databaseHealth(request.server.db).unreachable(error);
        reply.header('retry-after', String(RETRY_AFTER_S));
        return send(reply, 503, translate('Database_unavailable', lang));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(reply, status, translate(HTTP_ERROR_KEYS[status] ?? 'Bad_request', lang));
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, translate('Server_error', lang));
    });
  },
  { name: 'envelope' },
);
