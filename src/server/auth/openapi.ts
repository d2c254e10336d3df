import 'server-only';
import type { z } from 'zod';

/** A required JSON body (wrong content type → 415, bad JSON → 400, invalid → 422). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const jsonAnswer = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The error answers every member route can give, in the shared JSON error shape. */
export const errorAnswers = {
  401: { description: 'Not signed in, or the credentials or token are not valid' },
  409: { description: 'Conflict (email or person already registered, replay)' },
  422: { description: 'Validation failed: `error.fields` has a message per field' },
  429: { description: 'Rate limited: see Retry-After' },
} as const;
