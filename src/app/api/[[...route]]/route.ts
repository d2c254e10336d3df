import { getApp } from '@/server/api/instance';

export const dynamic = 'force-dynamic';

async function handle(req: Request) {
  return (await getApp()).fetch(req);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
