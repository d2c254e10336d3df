import { getApp, startFailed } from '@/server/composition/instance';

export const dynamic = 'force-dynamic';

async function handle(req: Request) {
  let app: Awaited<ReturnType<typeof getApp>>;
  try {
    app = await getApp();
  } catch (err) {
    return startFailed(req, err);
  }
  return app.fetch(req);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
