'use client';

import { clearSession, getAccessToken, getClaims, hasSessionMarker, setAccessToken } from './session-store';

/** Refresh this long before the access token expires. */
const REFRESH_LEEWAY_SECONDS = 60;
/** Tells the API that this client keeps its refresh token in the HttpOnly cookie. */
export const REFRESH_TRANSPORT_HEADER = { 'x-refresh-transport': 'cookie' } as const;

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    fieldCodes?: Record<string, string>;
  };
};

/** A non-2xx answer from the API, with its JSON error body. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.error.message);
    this.name = 'ApiClientError';
  }
  get code() {
    return this.body.error.code;
  }
}

function apiUrl(path: string): string {
  return path.startsWith('/api/') || path === '/api' ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function uiLocale(): string {
  if (typeof document === 'undefined') return 'ko';
  return document.documentElement.lang || 'ko';
}

let refreshing: Promise<boolean> | null = null;

/**
 * Rotates the refresh cookie for a new access token (one call at a time per tab). False when there
 * is no session to refresh.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/auth/refresh-tokens', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          'accept-language': uiLocale(),
          ...REFRESH_TRANSPORT_HEADER,
        },
        body: '{}',
      });
      if (!res.ok) return false;
      const body = (await res.json()) as { accessToken?: string };
      if (!body.accessToken) return false;
      setAccessToken(body.accessToken);
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

function needsRefresh(): boolean {
  const claims = getClaims();
  if (!getAccessToken() || !claims) return hasSessionMarker();
  return claims.exp - Date.now() / 1000 < REFRESH_LEEWAY_SECONDS;
}

/** Called when the session is gone for good: forget it and go home (spec §8 "Any 401"). */
function endSession() {
  clearSession();
  if (typeof window !== 'undefined' && window.location.pathname !== '/') window.location.assign('/');
}

const isAuthCall = (url: string) => url.startsWith('/api/auth/');

/**
 * The one way the web app calls the API: bearer header from the in-memory access token, the UI
 * language, refresh before expiry and once on a 401. A final 401 while signed in ends the session
 * and sends the user to `/`. Returns the raw Response.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = apiUrl(path);
  if (!isAuthCall(url) && needsRefresh()) await refreshAccessToken();
  const send = () => {
    const headers = new Headers(init.headers);
    const token = getAccessToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    if (!headers.has('accept-language')) headers.set('accept-language', uiLocale());
    if (typeof init.body === 'string' && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    return fetch(url, { ...init, headers, credentials: 'same-origin' });
  };
  const hadSession = Boolean(getAccessToken()) || hasSessionMarker();
  let res = await send();
  if (res.status === 401 && !isAuthCall(url) && hadSession) {
    if (await refreshAccessToken()) res = await send();
    if (res.status === 401) endSession();
  }
  return res;
}

/** `apiFetch` + JSON: resolves the parsed body, rejects with ApiClientError on an error answer. */
export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await apiFetch(path, json === undefined ? rest : { ...rest, body: JSON.stringify(json) });
  const text = await res.text();
  const body = text ? JSON.parse(text) : {};
  if (!res.ok) {
    throw new ApiClientError(
      res.status,
      body?.error ? body : { error: { code: 'INTERNAL', message: res.statusText } },
    );
  }
  return body as T;
}
