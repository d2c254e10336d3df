// One app instance of its own for the two-process sign-in test: the process-wide API app the
// production server serves (composition/instance.ts), on DATABASE_URL with the settings of its
// environment (secrets included), served on an ephemeral port it prints. SIGTERM stops it.
// Run: node --conditions=react-server --import tsx tests/support/api-instance.ts
import { serve } from '@hono/node-server';
import { checkConfig, getApp, shutdown } from '@/server/composition/instance';

checkConfig();
const app = await getApp();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`);
});
process.on('SIGTERM', async () => {
  server.close();
  await shutdown();
  process.exit(0);
});
