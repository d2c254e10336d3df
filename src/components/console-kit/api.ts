'use client';

import { ApiClientError, createApiClient, singleFlight } from '@/lib/client/api-client';
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
/** The last refresh got no answer (the network, not the server): see `refreshWasUnreachable`. */
let unreachable = false;

/** Whether the last refresh failed for want of a network rather than by the server's 401. */
export const refreshWasUnreachable = () => unreachable;

/**
 * The door only (decision 036): reopened offline, it carries on as the staff member it kept for
 * today, without a token. Every API call still needs one: it refreshes first, and a 401 from a
 * reachable server ends the session as anywhere else.
 */
export function acceptOfflineStaff(profile: StaffProfile) {
  accessToken = null;
  expiresAt = 0;
  staff = profile;
  enrolmentRequired = false;
  for (const l of listeners) l();
}

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

/** Rotates the staff refresh cookie for a new access token; one call at a time per tab. */
export const refreshStaffSession = singleFlight(async () => {
  unreachable = false;
  const res = await fetch('/api/admin/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'accept-language': 'ko', ...REFRESH_TRANSPORT },
    body: '{}',
  }).catch((err: unknown) => {
    // No answer at all (offline): not a refusal; the door may carry on as its staff member.
    unreachable = true;
    throw err;
  });
  if (!res.ok) return false;
  acceptTokens((await res.json()) as TokenAnswer);
  return true;
});

function goToSignIn() {
  forgetTokens();
  if (window.location.pathname !== ADMIN_SIGN_IN) {
    const next = window.location.pathname + window.location.search;
    window.location.assign(`${ADMIN_SIGN_IN}?next=${encodeURIComponent(next)}`);
  }
}

const staffClient = createApiClient({
  url: (path) => (path.startsWith('/api/') ? path : `/api/admin${path}`),
  isAuthCall: (url) => url.startsWith('/api/admin/auth/'),
  locale: () => 'ko',
  token: () => accessToken,
  needsRefresh: () => !accessToken || expiresAt - Date.now() < 60_000,
  refresh: refreshStaffSession,
  // NOTE: every console page needs a staff session; a 401 always ends at the sign-in page.
  hadSession: () => true,
  endSession: goToSignIn,
});

/**
 * The console's one way to call the API: the in-memory staff token, Korean answers, a refresh
 * shortly before expiry and once on a 401; a 401 after a failed refresh ends the session at
 * `/admin/sign-in`. `path` is under `/api/admin` unless it starts with `/api/`.
 */
export const adminFetch = staffClient.fetch;

/** `adminFetch` + JSON: the parsed body, or an ApiClientError carrying the API's error. */
export const adminJson = staffClient.json;

/** Saves a file the API answers (CSV export) under the name it gives, or `fallback`. */
export const adminDownload = staffClient.download;

/** The message of an API error (already in Korean), or null for a network failure. */
export function errorMessage(err: unknown): string | null {
  return err instanceof ApiClientError ? err.body.error.message : null;
}
