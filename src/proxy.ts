import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { isKoreanOnlyPath, routing } from './i18n/routing';

const intl = createMiddleware(routing);

const isConsolePath = (p: string) => p === '/admin' || p.startsWith('/admin/');

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
      return NextResponse.redirect(url, 308);
    }
  }
  return intl(request);
}

export const config = {
  // Everything but the API, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
