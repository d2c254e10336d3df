'use client';

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

/** What differs between the web app's client and the console's: the session they carry. */
export type ApiClientConfig = {
  /** The full `/api/...` URL of a path as callers write it. */
  url: (path: string) => string;
  /** Sign-in, refresh and the like: sent without refreshing first and never retried. */
  isAuthCall: (url: string) => boolean;
  /** The language answers come in. */
  locale: () => string;
  token: () => string | null;
  /** True when the token is missing or about to expire while a session exists. */
  needsRefresh: () => boolean;
  /** Rotates the refresh cookie for a new token (one call at a time); false when it cannot. */
  refresh: () => Promise<boolean>;
  /** Whether a 401 means a session ended (rather than a visitor who never signed in). */
  hadSession: () => boolean;
  /** The session is gone for good: forget it and take the user where they can sign in again. */
  endSession: () => void;
};

/** The longest a call waits before its one retry after a 503, whatever Retry-After says. */
export const RETRY_WAIT_MAX_SECONDS = 3;

export type JsonInit = RequestInit & {
  json?: unknown;
  /**
   * Try once more after a 503 (Retry-After, at most {@link RETRY_WAIT_MAX_SECONDS}): only for a
   * write that cannot be stored twice (an application: a second one is ALREADY_APPLIED).
   */
  retryWhenUnavailable?: boolean;
};

/** The error body of an answer, or a generic one when it carried none (a proxy's HTML page, say). */
function errorOf(res: Response, body: unknown): ApiClientError {
  const error = (body as Partial<ApiErrorBody> | null)?.error
    ? (body as ApiErrorBody)
    : { error: { code: 'INTERNAL', message: res.statusText || String(res.status) } };
  return new ApiClientError(res.status, error);
}

/**
 * A browser API client: the bearer header from the in-memory token, the UI language, a refresh
 * shortly before expiry and once on a 401; a 401 after a failed refresh ends the session. A string
 * body is sent as JSON; a `FormData` body (an upload) is left to the browser, which writes the
 * multipart Content-Type with its boundary, and can be sent again after a refresh.
 */
export function createApiClient(config: ApiClientConfig) {
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const url = config.url(path);
    const auth = config.isAuthCall(url);
    if (!auth && config.needsRefresh()) await config.refresh();
    const once = () => {
      const headers = new Headers(init.headers);
      const token = config.token();
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('accept-language')) headers.set('accept-language', config.locale());
      if (typeof init.body === 'string' && !headers.has('content-type'))
        headers.set('content-type', 'application/json');
      return fetch(url, { ...init, headers, credentials: 'same-origin' });
    };
    const hadSession = config.hadSession();
    let res = await once();
    if (res.status === 401 && !auth && hadSession) {
      if (await config.refresh()) res = await once();
      if (res.status === 401) config.endSession();
    }
    return res;
  }

  /** `send` + JSON: resolves the parsed body, rejects with ApiClientError on an error answer. */
  async function json<T>(path: string, init: JsonInit = {}): Promise<T> {
    const { json: value, retryWhenUnavailable, ...rest } = init;
    const request = value === undefined ? rest : { ...rest, body: JSON.stringify(value) };
    let res = await send(path, request);
    if (retryWhenUnavailable && res.status === 503) {
      // NOTE: once, after the delay the answer names (at most a few seconds): an instance lost
      // mid-request (decision 048's nginx answer) or a database blip; a second 503 is shown.
      const seconds = Math.min(
        Math.max(Number(res.headers.get('retry-after')) || 1, 1),
        RETRY_WAIT_MAX_SECONDS,
      );
      await new Promise((r) => setTimeout(r, seconds * 1000));
      res = await send(path, request);
    }
    const text = await res.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      // NOTE: not JSON (a proxy's page): an error answer becomes a generic one, a 2xx an empty object.
      body = {};
    }
    if (!res.ok) throw errorOf(res, body);
    return body as T;
  }

  /** Saves a file the API answers (an export) under the name it gives, or `fallback`. */
  async function download(path: string, fallback: string): Promise<void> {
    const res = await send(path);
    if (!res.ok) throw errorOf(res, await res.json().catch(() => null));
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

  return { fetch: send, json, download };
}

/**
 * One refresh call at a time per tab: callers that arrive while one runs share its answer.
 * `rotate` posts to the refresh endpoint and keeps the new token; false when it cannot.
 */
export function singleFlight(rotate: () => Promise<boolean>): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  return () => {
    running ??= rotate()
      .catch(() => false)
      .finally(() => {
        setTimeout(() => {
          running = null;
        }, 0);
      });
    return running;
  };
}
