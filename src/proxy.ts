import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import {
  FROM_ENGLISH_PARAM,
  FROM_ENGLISH_VALUE,
  isEventPath,
  isKoreanOnlyPath,
  routing,
} from './i18n/routing';
import { idParam } from './schemas/events';

const intl = createMiddleware(routing);

const isConsolePath = (p: string) => p === '/admin' || p.startsWith('/admin/');

/** `/event/<x>` where x cannot be an event id (the page's own check, idParam). */
const isMalformedEventPath = (p: string) => {
  const m = /^\/event\/([^/]+)\/?$/.exec(p);
  return m !== null && !idParam.safeParse({ id: m[1] }).success;
};

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The operations console is Korean only and outside the locale routes (src/app/admin).
  if (isConsolePath(pathname)) return NextResponse.next();
  // Event, sign and my pages are Korean only: /en/event?tab=on → /event?tab=on
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const rest = pathname.slice(3) || '/';
    if (isKoreanOnlyPath(rest) || isConsolePath(rest)) {
      const url = request.nextUrl.clone();
      url.pathname = rest;
      // An English visitor reaching the event pages gets the note in English there.
      if (isEventPath(rest)) url.searchParams.set(FROM_ENGLISH_PARAM, FROM_ENGLISH_VALUE);
      return NextResponse.redirect(url, 308);
    }
  }
  // NOTE: a notFound() thrown while a per-request page renders answers, in Next 16.4, with an empty
  // `<html id="__next_error__">` the browser fills in. An event address that cannot name an event is
  // answered here instead, as a path no route claims: the branded 404 (global-not-found), rendered on
  // the server in Korean. The address bar keeps what the visitor typed.
  if (isMalformedEventPath(pathname)) {
    return intl(new NextRequest(new URL('/event/_/not-found', request.url), request));
  }
  return intl(request);
}

export const config = {
  // Everything but the API, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
