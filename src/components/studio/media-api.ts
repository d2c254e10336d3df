'use client';

import type { MediaAsset, MediaList, MediaPatchBody } from '@/schemas/media';
import { adminJson } from '../console-kit/api';

/** The media library's calls, through the console's API client (token, refresh, Korean errors). */

export const mediaListPath = (page: number) => `/media?page=${page}`;

export const getMedia = (id: string) => adminJson<MediaAsset>(`/media/${id}`);

export const listMedia = (page: number) => adminJson<MediaList>(mediaListPath(page));

/** Uploads one file as a multipart form (`file`, optional alt texts): the server sniffs and re-encodes it. */
export function uploadMedia(file: File, alt: { altKo?: string; altEn?: string } = {}): Promise<MediaAsset> {
  const form = new FormData();
  form.set('file', file);
  if (alt.altKo) form.set('altKo', alt.altKo);
  if (alt.altEn) form.set('altEn', alt.altEn);
  return adminJson<MediaAsset>('/media', { method: 'POST', body: form });
}

export const patchMedia = (id: string, body: MediaPatchBody) =>
  adminJson<MediaAsset>(`/media/${id}`, { method: 'PATCH', json: body });

export const deleteMedia = (id: string) => adminJson<{ ok: true }>(`/media/${id}`, { method: 'DELETE' });
