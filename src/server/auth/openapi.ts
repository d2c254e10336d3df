import 'server-only';
import { z } from '@hono/zod-openapi';

/** The error answers every member route can give, in the shared JSON error shape. */
export const errorAnswers = {
  401: { description: 'Not signed in, or the credentials or token are not valid' },
  409: { description: 'Conflict (email or person already registered, replay)' },
  422: { description: 'Validation failed: `error.fields` has a message per field' },
  429: { description: 'Rate limited: see Retry-After' },
} as const;

/** 429 of a sign-in door (src/server/auth/login-throttle.ts). */
export const signInWaitAnswer = {
  description:
    "`SIGN_IN_WAIT`: too many attempts at this account or from this address; `error.retryAfter` (and Retry-After) says how many seconds to wait, and the message says it in the caller's language",
} as const;

/** The known-device cookie a sign-in door reads (set by its successful sign-ins). */
export const knownDeviceCookie = (name: string) =>
  z.object({
    [name]: z.string().optional().openapi({
      description:
        'Known device (HttpOnly, signed): exempts this device from the sign-in limits for its accounts',
    }),
  });
