// POST /admin/revalidate - the server's own call after published content changed (decision 014)
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';

/** The token the serving process made at start (`src/runtime/server.mjs`); nobody else knows it. */
const processToken = () => (globalThis as { __moruRevalidateToken?: string }).__moruRevalidateToken;

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Marks every prerendered page stale, so each is rendered again from the database on its next
 * request. Only the serving process calls it, with the token it holds in memory; any other caller
 * gets a plain 404, as for a path that does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const expected = processToken();
  const given = request.headers.get('x-moru-revalidate') ?? '';
  if (!expected || !same(given, expected)) return new Response(null, { status: 404 });
  revalidatePath('/', 'layout');
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
