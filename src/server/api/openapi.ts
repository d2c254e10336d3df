import 'server-only';
import { z } from '@hono/zod-openapi';

/** The JSON error shape every route answers with (decision 003), as the OpenAPI document shows it. */
export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A required JSON request body of `schema` (wrong content type → 415, bad JSON → 400, invalid → 422). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A JSON answer of `schema`, for a route's `responses`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** An error answer in the shared shape (`errorSchema`), for a route's `responses`. */
export const errorAnswer = (description: string) => json(errorSchema, description);

/** Error answers of these statuses in the shared shape, each described as `description`. */
export const errorAnswers = (description: string, ...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorAnswer(description)])) as Record<
    number,
    ReturnType<typeof errorAnswer>
  >;
