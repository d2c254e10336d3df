import 'server-only';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { globalBodyLimit } from '../api/body-limit';
import { ApiError, asStatus, type ErrorBody } from '../api/errors';
import { decodeFieldKey, requestLocale, translateApiError, translateValidation } from '../api/i18n';
import { type ApiApp, type AppDeps, createRouter } from '../api/router';
import { validationError } from '../api/validation';
import { isDbUnavailable } from '../db/unavailable';
import { mountHealth } from '../health/routes';
import { logError, redactText } from '../log';
import { observeRequest } from '../metrics';
import { domainRoutes } from './domains';
import { completeDocument } from './openapi-document';

export type { ApiApp, AppDeps, AppEnv } from '../api/router';

const DB_RETRY_AFTER_SECONDS = '5';

/** The database is unreachable: a 503 the caller may retry, never a 500. */
export const dbUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', undefined, undefined, { 'Retry-After': DB_RETRY_AFTER_SECONDS });

export function createApp(deps: AppDeps): ApiApp {
  const app = createRouter().basePath('/api') as unknown as ApiApp;

  // Every request's count and time by route pattern and status, for GET /metrics (decision 039).
  app.use('*', async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      observeRequest(c.req.method, routeOf(c), c.res.status, (performance.now() - started) / 1000);
    }
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use('*', globalBodyLimit());
  app.use('*', async (c, next) => {
    const allow = literalRouteMethods(app).get(c.req.path);
    if (!allow || allow.includes(c.req.method)) return next();
    c.header('Allow', allow.join(', '));
    return c.json(errorBody(c.req.raw, new ApiError(405, 'METHOD_NOT_ALLOWED')), 405);
  });

  mountHealth(app);

  for (const mount of domainRoutes) mount(app);

  // NOTE: built once, on first request: every route is mounted by then.
  let document: unknown;
  app.get('/openapi.json', (c) => {
    document ??= completeDocument(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Moru Design Trend API', version: '1.0.0' },
      }),
    );
    return c.json(document);
  });

  // A path some route has, asked with another method: 405 with Allow; no route at all: 404.
  app.notFound((c) => {
    const allow = allowedMethods(app, c.req.path);
    if (allow.length === 0 || allow.includes(c.req.method)) {
      return c.json(errorBody(c.req.raw, new ApiError(404, 'NOT_FOUND')), 404);
    }
    c.header('Allow', allow.join(', '));
    return c.json(errorBody(c.req.raw, new ApiError(405, 'METHOD_NOT_ALLOWED')), 405);
  });
  app.onError((err, c) => {
    const apiError = toApiError(err);
    if (apiError.code === 'SERVICE_UNAVAILABLE')
      console.warn('[api] database unavailable:', redactText(rootMessage(err)));
    else if (apiError.status >= 500 || apiError.code === 'INTERNAL') logError('[api]', err);
    for (const [k, v] of Object.entries(apiError.headers ?? {})) c.header(k, v);
    return c.json(
      errorBody(c.req.raw, apiError),
      asStatus(apiError.code === 'INTERNAL' ? 500 : apiError.status),
    );
  });
  return app;
}

/** The pattern of the route that answered (`/api/events/:id`), or `unmatched`: never the raw path. */
function routeOf(c: Context): string {
  const route = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
  return route?.path ?? 'unmatched';
}

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const literalMethods = new WeakMap<ApiApp, Map<string, string[]>>();

/**
 * The methods of every route whose path has no parameter (`/api/admin/faq/categories`), read once
 * the routes are mounted. A request to such a path with another method is answered 405 there,
 * before it can fall through to a parameter route beside it (`PATCH /api/admin/faq/{id}` with the
 * id `categories`, which answered 401, 403 or 422: issue 55), and before any sign-in check.
 */
function literalRouteMethods(app: ApiApp): Map<string, string[]> {
  let found = literalMethods.get(app);
  if (found) return found;
  found = new Map();
  for (const route of app.routes) {
    if (route.path.includes(':') || route.path.includes('*')) continue;
    if (!(ROUTE_METHODS as readonly string[]).includes(route.method)) continue;
    const methods = found.get(route.path) ?? [];
    if (!methods.includes(route.method)) methods.push(route.method);
    if (route.method === 'GET' && !methods.includes('HEAD')) methods.push('HEAD');
    found.set(route.path, methods);
  }
  literalMethods.set(app, found);
  return found;
}

/**
 * The methods some route of the app answers at `path` (`GET` brings `HEAD`, which Hono answers
 * with it); empty when no route has the path. Middleware (`app.use`, method ALL) does not count.
 */
export function allowedMethods(app: ApiApp, path: string): string[] {
  const allow: string[] = [];
  for (const method of ROUTE_METHODS) {
    const [matched] = app.router.match(method, path);
    if (matched.some(([[, route]]) => route.method === method)) {
      allow.push(method);
      if (method === 'GET') allow.push('HEAD');
    }
  }
  return allow;
}

/**
 * The answer to a method the Fetch API cannot carry (TRACE, TRACK, CONNECT: `new Request` throws,
 * so the app never sees it; src/runtime/server.mjs asks for this instead): 405 with Allow where a route
 * has the path, 404 otherwise, in the JSON error shape and the caller's language.
 */
export function unsupportedMethod(app: ApiApp, url: string, headers: Headers): Response {
  const req = new Request(url, { headers });
  const allow = allowedMethods(app, new URL(url).pathname);
  const err = allow.length ? new ApiError(405, 'METHOD_NOT_ALLOWED') : new ApiError(404, 'NOT_FOUND');
  return Response.json(errorBody(req, err), {
    status: err.status,
    headers: {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(allow.length ? { Allow: allow.join(', ') } : {}),
    },
  });
}

const rootMessage = (err: unknown): string => {
  let e = err as { cause?: unknown; message?: string } | undefined;
  while (e?.cause) e = e.cause as typeof e;
  return e?.message ?? String(err);
};

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    const msg = err.message ?? '';
    if (err.status === 400 && /json|body/i.test(msg)) return new ApiError(400, 'MALFORMED_JSON');
    if (err.status === 400 && /content-type/i.test(msg)) return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
    if (err.status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE');
    // zod-openapi's media-type gate for a body that is not required (POST /api/csp-report)
    if (err.status === 415) return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
    if (err.status === 401) return new ApiError(401, 'UNAUTHORIZED');
    return new ApiError(400, 'BAD_REQUEST', msg);
  }
  if (
    err &&
    typeof err === 'object' &&
    'issues' in err &&
    Array.isArray((err as { issues: unknown }).issues)
  ) {
    return validationError((err as { issues: never[] }).issues);
  }
  if (err instanceof SyntaxError) return new ApiError(400, 'MALFORMED_JSON');
  if (isDbUnavailable(err)) return dbUnavailable();
  const e = new ApiError(503, 'INTERNAL');
  return e;
}

function errorBody(req: Request, err: ApiError): ErrorBody {
  const locale = requestLocale(req);
  const retryAfter = err.status === 429 ? Number(err.headers?.['Retry-After']) : Number.NaN;
  const body: ErrorBody = {
    error: {
      code: err.code,
      message: Number.isInteger(retryAfter)
        ? translateApiError(locale, err.code, undefined, { seconds: retryAfter })
        : translateApiError(locale, err.code),
    },
  };
  if (Number.isInteger(retryAfter)) body.error.retryAfter = retryAfter;
  if (err.fields) {
    body.error.fields = {};
    body.error.fieldCodes = {};
    for (const [field, encoded] of Object.entries(err.fields)) {
      const { key, values } = decodeFieldKey(encoded);
      body.error.fieldCodes[field] = key;
      body.error.fields[field] = translateValidation(locale, key, values);
    }
  }
  return body;
}
