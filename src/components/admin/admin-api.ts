'use client';

import { ApiClientError, type ApiErrorBody } from '@/lib/client/api';
import type { StaffProfile } from '@/schemas/admin';

export { ApiClientError };

/** The console's sign-in page: where a session that cannot be refreshed ends. */
export const ADMIN_SIGN_IN = '/admin/sign-in';
/** Tells the API to keep the staff refresh token in its HttpOnly cookie. */
export const REFRESH_TRANSPORT = { 'x-refresh-transport': 'cookie' } as const;

type TokenAnswer = { accessToken: string; enrolmentRequired: boolean; staff: StaffProfile };
type Listener = () => void;

let accessToken: string | null = null;
let expiresAt = 0;
let staff: StaffProfile | null = null;
let enrolmentRequired = false;
const listeners = new Set<Listener>();

function expiryOf(token: string): number {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')));
    return typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** Keeps a token answer (sign-in, refresh, TOTP confirm) in memory only and tells the console. */
export function acceptTokens(answer: TokenAnswer) {
  accessToken = answer.accessToken;
  expiresAt = expiryOf(answer.accessToken);
  staff = answer.staff;
  enrolmentRequired = answer.enrolmentRequired;
  for (const l of listeners) l();
}

export function forgetTokens() {
  accessToken = null;
  expiresAt = 0;
  staff = null;
  enrolmentRequired = false;
  for (const l of listeners) l();
}

export const currentStaff = () => staff;
export const needsEnrolment = () => enrolmentRequired;
export const accessTokenNow = () => accessToken;

export function subscribeStaff(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let refreshing: Promise<boolean> | null = null;

/** Rotates the staff refresh cookie for a new access token; one call at a time per tab. */
export function refreshStaffSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/admin/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'accept-language': 'ko', ...REFRESH_TRANSPORT },
        body: '{}',
      });
      if (!res.ok) return false;
      acceptTokens((await res.json()) as TokenAnswer);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => {
        refreshing = null;
      }, 0);
    }
  })();
  return refreshing;
}

function goToSignIn() {
  forgetTokens();
  if (window.location.pathname !== ADMIN_SIGN_IN) {
    const next = window.location.pathname + window.location.search;
    window.location.assign(`${ADMIN_SIGN_IN}?next=${encodeURIComponent(next)}`);
  }
}

const isAuthCall = (path: string) => path.startsWith('/api/admin/auth/');
const url = (path: string) => (path.startsWith('/api/') ? path : `/api/admin${path}`);

/**
 * The console's one way to call the API: the in-memory staff token, Korean answers, a refresh
 * shortly before expiry and once on a 401; a 401 after a failed refresh ends the session at
 * `/admin/sign-in`. `path` is under `/api/admin` unless it starts with `/api/`.
 */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const target = url(path);
  if (!isAuthCall(target) && (!accessToken || expiresAt - Date.now() < 60_000)) await refreshStaffSession();
  const send = () => {
    const headers = new Headers(init.headers);
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    headers.set('accept-language', 'ko');
    if (typeof init.body === 'string' && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    return fetch(target, { ...init, headers, credentials: 'same-origin' });
  };
  let res = await send();
  if (res.status === 401 && !isAuthCall(target)) {
    if (await refreshStaffSession()) res = await send();
    if (res.status === 401) goToSignIn();
  }
  return res;
}

/** `adminFetch` + JSON: the parsed body, or an ApiClientError carrying the API's error. */
export async function adminJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await adminFetch(path, json === undefined ? rest : { ...rest, body: JSON.stringify(json) });
  const text = await res.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  if (!res.ok) {
    const error = (body as Partial<ApiErrorBody>)?.error
      ? (body as ApiErrorBody)
      : { error: { code: 'INTERNAL', message: res.statusText || String(res.status) } };
    throw new ApiClientError(res.status, error);
  }
  return body as T;
}

/** Saves a file the API answers (CSV export) under the name it gives, or `fallback`. */
export async function adminDownload(path: string, fallback: string): Promise<void> {
  const res = await adminFetch(path);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiClientError(
      res.status,
      body?.error ? body : { error: { code: 'INTERNAL', message: String(res.status) } },
    );
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name =
    decodeURIComponent(disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1] ?? '') ||
    disposition.match(/filename="?([^";]+)"?/i)?.[1] ||
    fallback;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The message of an API error (already in Korean), or null for a network failure. */
export function errorMessage(err: unknown): string | null {
  return err instanceof ApiClientError ? err.body.error.message : null;
}
