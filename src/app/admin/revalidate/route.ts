// POST /admin/revalidate - the server's own call after published content changed (decision 014)
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';

/** The token the serving process made at start (`src/runtime/server.mjs`); nobody else knows it. */
const processToken = () => (globalThis as { __moruRevalidateToken?: string }).__moruRevalidateToken;

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The most pages one call may name (a narrowed publish names a handful; every page is `{}`). */
const MAX_PATHS = 500;

/** The pages a call names (`{ paths }`), or null for every page (`{}`, or no body). */
async function namedPaths(request: Request): Promise<string[] | null> {
  const body = (await request.json().catch(() => null)) as { paths?: unknown } | null;
  const paths = body?.paths;
  if (!Array.isArray(paths)) return null;
  const valid = paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/'));
  return valid.length === paths.length && valid.length <= MAX_PATHS ? valid : null;
}

/**
 * Marks prerendered pages stale, so each is rendered again from the database on its next request:
 * the pages the body names (`{ paths: ['/faq', '/en/faq'] }`, decision 055), or every page. Only
 * the serving process calls it, with the token it holds in memory; any other caller gets a plain
 * 404, as for a path that does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const expected = processToken();
  const given = request.headers.get('x-moru-revalidate') ?? '';
  if (!expected || !same(given, expected)) return new Response(null, { status: 404 });
  const paths = await namedPaths(request);
  if (!paths) revalidatePath('/', 'layout');
  else
    for (const path of paths) {
      revalidatePath(path);
      // NOTE: a Korean page is served without its prefix but rendered (and tagged by Next) as the
      // proxy rewrote it, `/ko/faq`; both are named, so the page goes stale whichever Next keys.
      if (path !== '/en' && !path.startsWith('/en/')) revalidatePath(path === '/' ? '/ko' : `/ko${path}`);
    }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
