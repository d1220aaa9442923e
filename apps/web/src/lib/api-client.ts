// API client: fetch wrapper that adds auth/language headers, unwraps the {status,msg,data} envelope and handles errors.
import { TIMING, type AuthInfo, type Envelope } from '@verdict/shared';
import { API_BASE, ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, HEADERS, LOGIN_PATH } from '@/config/api';
import { currentLanguage, translate } from './i18n';
import { notify } from './notify';
import { applyRoles, clearSession, getToken, setToken } from './session';
import { isAdminPath, navigateTo } from './navigation';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Defaults to 90 s, or 300 s for blob downloads. */
  timeoutMs?: number;
  responseType?: 'json' | 'blob';
  /** Do not toast errors (the caller shows its own state). */
  silent?: boolean;
  /** Login calls: no stored token is sent and 401/403 do not end the session. */
  anonymous?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted';

export class ApiError<D = unknown> extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly data: D | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const buildUrl = (path: string, params?: QueryParams): string => {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
};

/** Admin when the page is in the back office or the call is /api/admin/… (third path segment). */
const isAdminRequest = (path: string): boolean => isAdminPath() || path.replace(/^\/+/, '').split('/')[0] === 'admin';

const buildHeaders = (path: string, options: RequestOptions): Headers => {
  const headers = new Headers();
  headers.set(HEADERS.acceptLanguage, currentLanguage());
  headers.set(HEADERS.urlType, isAdminRequest(path) ? 'admin' : 'general');
  const token = getToken();
  if (token && !options.anonymous) headers.set(HEADERS.authorization, token);
  // A FormData body (file upload) sets its own multipart Content-Type.
  if (options.body !== undefined && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
};

/** The headers every call carries, for requests the fetch wrapper cannot make (uploads reporting progress). */
export const clientHeaders = (path: string): Headers => buildHeaders(path, {});

/** A response may carry a refreshed token. */
const adoptRefreshedToken = (headers: Headers) => {
  const token = headers.get(HEADERS.authorization);
  if (headers.get(HEADERS.refreshToken) === 'true' && token) setToken(token);
};

const refreshRoles = async () => {
  try {
    const { data } = await apiRequest<AuthInfo>('/get-user-auth-info', { silent: true, anonymous: false });
    applyRoles(data.roles);
  } catch {
    // Roles stay as they were; the failing page already showed its error.
  }
};

const handleHttpError = (path: string, status: number, msg: string, options: RequestOptions): string => {
  const admin = isAdminRequest(path);
  if (status === 401 && !options.anonymous) {
    clearSession();
    navigateTo(admin ? ADMIN_LOGIN_PATH : LOGIN_PATH);
    return msg || translate('messages:Please_login_first');
  }
  if (status === 403 && !options.anonymous) {
    void refreshRoles();
    if (admin) navigateTo(ADMIN_HOME_PATH);
    return msg || translate('messages:No_permission');
  }
  if (status === 404) return translate('messages:Resource_not_found');
  return msg || translate('messages:Server_error');
};

const readEnvelope = async <T>(response: Response): Promise<Partial<Envelope<T>> | null> => {
  try {
    return (await response.json()) as Partial<Envelope<T>>;
  } catch {
    return null;
  }
};

const fail = <D>(error: ApiError<D>, options: RequestOptions): never => {
  if (!options.silent && error.kind !== 'aborted' && error.message) notify.error(error.message);
  throw error;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const blob = options.responseType === 'blob';
  const timeoutMs = options.timeoutMs ?? (blob ? TIMING.downloadTimeoutMs : TIMING.requestTimeoutMs);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method: options.method ?? 'GET',
      headers: buildHeaders(path, options),
      body: options.body === undefined || options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      signal,
    });
  } catch {
    if (options.signal?.aborted) throw new ApiError('', 'aborted', 0);
    if (timeout.aborted) return fail(new ApiError(translate('messages:Request_timeout'), 'timeout', 0), options);
    return fail(new ApiError(translate('messages:Network_error'), 'network', 0), options);
  }

  adoptRefreshedToken(response.headers);

  if (blob && response.ok) return { data: (await response.blob()) as T, headers: response.headers };

  const envelope = await readEnvelope<T>(response);
  const status = response.ok ? (envelope?.status ?? response.status) : response.status;
  if (response.ok && status === 200 && envelope) {
    return { data: envelope.data as T, headers: response.headers };
  }
  const message = handleHttpError(path, status, envelope?.msg ?? '', options);
  return fail(new ApiError(message, 'http', status, envelope?.data ?? null), options);
}

type Opts = Omit<RequestOptions, 'method' | 'params' | 'body'>;

/** Shorthands resolving to the envelope's data. */
export const api = {
  get: async <T>(path: string, params?: QueryParams, options?: Opts): Promise<T> =>
    (await apiRequest<T>(path, { ...options, params })).data,
  post: async <T>(path: string, body?: unknown, options?: Opts): Promise<T> =>
    (await apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} })).data,
  put: async <T>(path: string, body?: unknown, options?: Opts): Promise<T> =>
    (await apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} })).data,
  delete: async <T>(path: string, params?: QueryParams, options?: Opts): Promise<T> =>
    (await apiRequest<T>(path, { ...options, method: 'DELETE', params })).data,
};
