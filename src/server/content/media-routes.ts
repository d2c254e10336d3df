import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { okResponse } from '@/schemas/admin';
import { isUuid } from '@/schemas/field-rules';
import {
  type MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  MEDIA_NAME_MAX_LENGTH,
  MEDIA_UPLOADS_PER_HOUR,
  mediaAsset,
  mediaListQuery,
  mediaListResponse,
  mediaPatchBody,
  mediaUploadFields,
} from '@/schemas/media';
import { largeBodyLimit } from '../api/body-limit';
import { ApiError } from '../api/errors';
import { errorSchema, json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { hit } from '../rate-limit';
import type { StaffEnv } from '../staff/middleware';
import { acting, adminErrors, staffRoute } from '../staff/route-kit';
import { createAsset, deleteAsset, getAsset, listAssets, readVariant, updateAsset } from './media';
import { processUpload } from './media-images';

/** The multipart envelope around the file (boundaries, headers, the alt fields) on top of the file's own limit. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const UPLOAD_PATH = '/admin/media';

const uploadForm = mediaUploadFields.extend({
  file: z
    .custom<File>((v) => v instanceof File, { error: 'required' })
    .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or AVIF, at most 20 MB' }),
});

const idParam = z.object({ id: z.guid({ error: 'invalidType' }) });

/** Refuses an upload over MEDIA_MAX_BYTES with 413 before the body is read (Content-Length), or as soon as it passes. */
const uploadLimit = largeBodyLimit(
  'POST',
  `/api${UPLOAD_PATH}`,
  MEDIA_MAX_BYTES + FORM_OVERHEAD_BYTES,
  () => new ApiError(413, 'MEDIA_TOO_LARGE'),
);

/** Only a multipart form is read, and uploads are counted per staff member. */
const uploadGate = createMiddleware<StaffEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError(415, 'MEDIA_FORM_REQUIRED');
  await hit(
    c.var.deps.db,
    `media-upload:${c.var.actor.id}`,
    { limit: MEDIA_UPLOADS_PER_HOUR, windowSeconds: 3600 },
    c.var.deps.now(),
  );
  await next();
});

// What each route can answer, and nothing it cannot (the route kit's set has 409 and 429 for all).
const { 401: unauthorized, 403: forbidden, 404: notFound, 422: invalid } = adminErrors;
const signedIn = { 401: unauthorized, 403: forbidden };
const jsonFaults = {
  400: json(errorSchema, 'MALFORMED_JSON: the body is not JSON'),
  413: json(errorSchema, 'PAYLOAD_TOO_LARGE: over the 64 KB body limit'),
  415: json(errorSchema, 'UNSUPPORTED_MEDIA_TYPE: not application/json'),
};
const uploadErrors = {
  ...signedIn,
  400: json(errorSchema, 'The multipart body cannot be read'),
  413: json(errorSchema, 'MEDIA_TOO_LARGE: the file is over 20 MB'),
  415: json(errorSchema, 'MEDIA_FORM_REQUIRED: not a multipart form'),
  422: json(
    errorSchema,
    'VALIDATION_FAILED (no file, alt text too long), MEDIA_TYPE_UNSUPPORTED (not JPEG, PNG, WebP or AVIF by its bytes), MEDIA_UNREADABLE (truncated or corrupt), MEDIA_TOO_MANY_PIXELS',
  ),
  429: json(errorSchema, 'RATE_LIMITED: too many uploads this hour (Retry-After)'),
};

const r = createRouter<StaffEnv>();

// POST /api/admin/media - upload an image; the server makes its AVIF and WebP set
r.openapi(
  staffRoute(
    'content.write',
    {
      method: 'post',
      path: UPLOAD_PATH,
      summary:
        'Upload an image (multipart `file`, optional `altKo`, `altEn`): type sniffed, metadata stripped',
      request: {
        body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true },
      },
      responses: { 201: json(mediaAsset, 'Stored with its variants'), ...uploadErrors },
    },
    [uploadLimit, uploadGate],
  ),
  async (c) => {
    const { db, now } = c.var.deps;
    const { file, altKo, altEn } = c.req.valid('form');
    if (file.size > MEDIA_MAX_BYTES) throw new ApiError(413, 'MEDIA_TOO_LARGE');
    const image = await processUpload(Buffer.from(await file.arrayBuffer()));
    const originalName = (file.name || 'image').replace(/\p{Cc}/gu, '').slice(0, MEDIA_NAME_MAX_LENGTH);
    const asset = await createAsset(db, {
      image,
      originalName,
      altKo,
      altEn,
      actor: c.var.actor,
      now: now(),
    });
    return c.json(asset, 201);
  },
);

// GET /api/admin/media - the library, newest first
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/media',
    summary: 'The media library, newest first, paged',
    request: { query: mediaListQuery },
    responses: { 200: json(mediaListResponse, 'One page of the library'), ...signedIn, 422: invalid },
  }),
  async (c) => c.json(await listAssets(c.var.deps.db, c.req.valid('query').page), 200),
);

// GET /api/admin/media/{id} - one image (the picker shows what a record points at)
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/media/{id}',
    summary: 'One library image with its variants',
    request: { params: idParam },
    responses: { 200: json(mediaAsset, 'The image'), ...signedIn, 404: notFound, 422: invalid },
  }),
  async (c) => {
    const asset = await getAsset(c.var.deps.db, c.req.valid('param').id);
    if (!asset) throw new ApiError(404, 'NOT_FOUND');
    return c.json(asset, 200);
  },
);

// PATCH /api/admin/media/{id} - focal point and alt texts
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/media/{id}',
    summary: 'Set the focal point (focalX, focalY: 0–1) and the alt texts',
    request: { params: idParam, body: jsonBody(mediaPatchBody) },
    responses: {
      200: json(mediaAsset, 'Updated'),
      ...signedIn,
      ...jsonFaults,
      404: notFound,
      422: invalid,
    },
  }),
  async (c) =>
    c.json(
      await updateAsset(c.var.deps.db, {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
        ...acting(c),
      }),
      200,
    ),
);

// DELETE /api/admin/media/{id} - delete an image no edition, floor or event uses
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/media/{id}',
    summary: 'Delete an image (409 MEDIA_IN_USE while an edition, floor or event uses it)',
    request: { params: idParam },
    responses: {
      200: json(okResponse, 'Deleted'),
      ...signedIn,
      404: notFound,
      409: json(errorSchema, 'MEDIA_IN_USE: an edition, floor or event uses it'),
      422: invalid,
    },
  }),
  async (c) => {
    await deleteAsset(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

const FILE = /^(\d{1,5})\.(avif|webp)$/;
const CONTENT_TYPE: Record<(typeof MEDIA_FORMATS)[number], string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

// GET /api/media/{id}/{file} - one variant's bytes (public, immutable)
r.openapi(
  createRoute({
    method: 'get',
    path: '/media/{id}/{file}',
    tags: ['media'],
    summary: 'One variant of a library image, `{width}.{format}` (avif or webp); cached for a year',
    request: {
      params: z.object({
        id: z.string().openapi({ format: 'uuid' }),
        file: z.string().openapi({ pattern: FILE.source, example: '960.avif' }),
      }),
    },
    responses: {
      200: {
        description: 'The image',
        content: {
          'image/avif': { schema: z.string().openapi({ format: 'binary' }) },
          'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
        },
      },
      304: { description: 'Not modified (If-None-Match)' },
      404: json(errorSchema, 'No such image or variant'),
    },
  }),
  async (c) => {
    const { id, file } = c.req.valid('param');
    const m = FILE.exec(file);
    if (!m || !isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
    const format = m[2] as (typeof MEDIA_FORMATS)[number];
    const width = Number(m[1]);
    const etag = `"${id}-${width}-${format}"`;
    const bytes = await readVariant(c.var.deps.db, id, width, format);
    if (!bytes) throw new ApiError(404, 'NOT_FOUND');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (
      c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    c.header('Content-Type', CONTENT_TYPE[format]);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  },
);

/** The media library's routes (issue 25): the console's under /api/admin/media, the public variants under /api/media. */
export function mountMedia(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
