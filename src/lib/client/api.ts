'use client';

import { createApiClient, singleFlight } from './api-client';
import { clearSession, getAccessToken, getClaims, hasSessionMarker, setAccessToken } from './session-store';

/** Refresh this long before the access token expires. */
const REFRESH_LEEWAY_SECONDS = 60;
/** Tells the API that this client keeps its refresh token in the HttpOnly cookie. */
export const REFRESH_TRANSPORT_HEADER = { 'x-refresh-transport': 'cookie' } as const;

export { ApiClientError, type ApiErrorBody } from './api-client';

function apiUrl(path: string): string {
  return path.startsWith('/api/') || path === '/api' ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function uiLocale(): string {
  if (typeof document === 'undefined') return 'ko';
  return document.documentElement.lang || 'ko';
}

/**
 * Rotates the refresh cookie for a new access token (one call at a time per tab). False when there
 * is no session to refresh.
 */
export const refreshAccessToken = singleFlight(async () => {
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
});

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

const member = createApiClient({
  url: apiUrl,
  isAuthCall: (url) => url.startsWith('/api/auth/'),
  locale: uiLocale,
  token: getAccessToken,
  needsRefresh,
  refresh: refreshAccessToken,
  hadSession: () => Boolean(getAccessToken()) || hasSessionMarker(),
  endSession,
});

/**
 * The one way the web app calls the API: bearer header from the in-memory access token, the UI
 * language, refresh before expiry and once on a 401. A final 401 while signed in ends the session
 * and sends the user to `/`. Returns the raw Response.
 */
export const apiFetch = member.fetch;

/** `apiFetch` + JSON: resolves the parsed body, rejects with ApiClientError on an error answer. */
export const apiJson = member.json;

/** Saves a file the API answers (a download) under the name it gives, or `fallback`. */
export const apiDownload = member.download;
