import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/** What a request body may weigh, unless its route declares more with `largeBodyLimit`. */
export const MAX_BODY_BYTES = 64 * 1024;

/** `METHOD /api/path` of the routes that declared a larger limit of their own. */
const largerLimits = new Set<string>();

/**
 * The app-wide limit (413 PAYLOAD_TOO_LARGE, refused from Content-Length before the body is read).
 * It steps aside for a route that declared its own with `largeBodyLimit`, which then applies instead.
 */
export function globalBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
    },
  });
  return (c, next) => {
    // NOTE: a GET or HEAD carries no body here (a Request cannot), and asking for one would turn
    // @hono/node-server's light request into a full undici Request (an AbortController made
    // transferable, a copy of the headers) on every read; a tenth of the read path's CPU.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return largerLimits.has(`${c.req.method} ${c.req.path}`) ? next() : limit(c, next);
  };
}

/**
 * A larger body limit for one route (an upload), used as that route's middleware. Call it where the
 * route is defined, at module scope: declaring it is what lifts the app-wide limit for
 * `method path` (the full path, `/api/...`, without parameters).
 */
export function largeBodyLimit(
  method: string,
  path: string,
  maxSize: number,
  tooLarge: () => ApiError,
): MiddlewareHandler {
  largerLimits.add(`${method.toUpperCase()} ${path}`);
  return bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
}
