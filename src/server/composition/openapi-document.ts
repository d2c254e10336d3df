import 'server-only';

/**
 * The answers every operation can give whatever its own route says, added to the generated
 * document so that it lists every status the server can send (issue 30: "the API contract is the
 * document"). The fuzz test (tests/api/openapi-fuzz.test.ts) fails on any status missing here.
 */

type Json = Record<string, unknown>;
type Operation = {
  'x-other-query-parameters'?: 'ignored';
  parameters?: { in?: string; name?: string; $ref?: string }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, Json>;
  security?: Record<string, unknown>[];
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { securitySchemes?: Json; schemas?: Json; headers?: Json };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The names route security refers to: members' and staff's access tokens (decision 005, ADMIN.md). */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A member access token (15 minutes) from `POST /api/auth/login` or `POST /api/auth/refresh-tokens`, sent as `Authorization: Bearer <token>`.',
  },
  staffAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A staff access token (audience `staff`) from `POST /api/admin/auth/login` (with its second factor where required), sent as `Authorization: Bearer <token>`. A member token is refused with 403.',
  },
} as const;

const errorRef = { $ref: '#/components/schemas/Error' };
const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: "In the caller's language (Accept-Language, ko by default)" },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        fieldCodes: { type: 'object', additionalProperties: { type: 'string' } },
        retryAfter: {
          type: 'integer',
          minimum: 1,
          description: 'With 429: the seconds to wait, as in Retry-After (the message says it too)',
        },
      },
    },
  },
};
const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

const errorAnswer = (description: string, headers?: Json) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
  ...(headers ? { headers } : {}),
});

/** Answers of every operation with a JSON request body. */
const BODY_ANSWERS: Record<string, Json> = {
  400: errorAnswer('`MALFORMED_JSON`: the body is not JSON'),
  413: errorAnswer(
    '`PAYLOAD_TOO_LARGE`: the body is over the limit (64 KiB unless the operation says otherwise)',
  ),
  415: errorAnswer('`UNSUPPORTED_MEDIA_TYPE`: the body is not `application/json`'),
  422: errorAnswer('`VALIDATION_FAILED`: `error.fields` has a message per field'),
};

/** Answers of every operation. */
const COMMON_ANSWERS: Record<string, Json> = {
  503: errorAnswer(
    '`SERVICE_UNAVAILABLE`: the database (or a provider) is unreachable; retry after the delay',
    retryAfter,
  ),
};

/** Answers of every operation that reads path or query parameters. */
const PARAMETER_ANSWERS: Record<string, Json> = {
  422: errorAnswer('`VALIDATION_FAILED`: a path or query parameter is not valid; `error.fields` names it'),
};

/**
 * Answers of every operation that reads query parameters: a name it does not take is refused
 * (`router.ts`), unless the operation says other parameters are ignored (a provider's redirect).
 */
const QUERY_ANSWERS: Record<string, Json> = {
  400: errorAnswer(
    '`UNKNOWN_PARAMETER`: the query names a parameter this operation does not take; `error.fields` names it',
  ),
};

/** The parameter every operation takes: the answer's language (`requestLocale`), before Accept-Language. */
const LANG_QUERY = {
  name: 'lang',
  in: 'query',
  required: false,
  description:
    "The language of the answer's messages and texts (`ko` or `en`); any other value is ignored and Accept-Language decides (Korean by default)",
  schema: { type: 'string' },
};

/** Answers of every operation with a path parameter: an empty segment matches no route. */
const PATH_ANSWERS: Record<string, Json> = {
  404: errorAnswer('`NOT_FOUND`: no such record, or an empty path segment'),
};

/** Answers of every operation that needs a token. */
const AUTH_ANSWERS: Record<string, Json> = {
  401: errorAnswer('`UNAUTHORIZED`: no token, or an expired or invalid one'),
};

/** An answer the route declared by description only gets the error schema; 429 and 503 their header. */
function completeAnswer(status: string, answer: Json): Json {
  const out: Json = { ...answer };
  if (Number(status) >= 400 && !out.content) out.content = { 'application/json': { schema: errorRef } };
  if ((status === '429' || status === '503') && !out.headers) out.headers = retryAfter;
  return out;
}

/** The generated document with security schemes, the error schema and every shared answer. */
export function completeDocument<D extends object>(generated: D): D {
  const out = structuredClone(generated) as Document;
  out.components = {
    ...out.components,
    securitySchemes: { ...out.components?.securitySchemes, ...SECURITY_SCHEMES },
    schemas: { ...out.components?.schemas, Error: ERROR_SCHEMA },
  };
  for (const item of Object.values(out.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const responses: Record<string, Json> = { ...op.responses };
      const add = (answers: Record<string, Json>) => {
        for (const [status, answer] of Object.entries(answers)) responses[status] ??= answer;
      };
      if (op.requestBody?.content?.['application/json']) add(BODY_ANSWERS);
      if (op.parameters?.length) add(PARAMETER_ANSWERS);
      if (op.parameters?.some((p) => p.in === 'path')) add(PATH_ANSWERS);
      if (op.parameters?.some((p) => p.in === 'query') && !op['x-other-query-parameters']) add(QUERY_ANSWERS);
      if (op.security?.length) add(AUTH_ANSWERS);
      add(COMMON_ANSWERS);
      // NOTE: after the answers: the language is never refused, so it adds none of them.
      if (!op.parameters?.some((p) => p.in === 'query' && p.name === 'lang'))
        op.parameters = [...(op.parameters ?? []), LANG_QUERY];
      op.responses = Object.fromEntries(
        Object.entries(responses).map(([status, answer]) => [status, completeAnswer(status, answer)]),
      );
    }
  }
  return out as D;
}
