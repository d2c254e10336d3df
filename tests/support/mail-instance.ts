// One "app instance" for the multi-instance mail test: a process that runs the outbox worker
// against DATABASE_URL and delivers to SMTP_URL; SIGTERM stops it gracefully (exit 0).
// Run: node --conditions=react-server --import tsx tests/support/mail-instance.ts
import { openDb } from '@/server/db/client';
import { createMailWorker, smtpTransport } from '@/server/mail/worker';

const handle = await openDb({ url: process.env.DATABASE_URL });
const worker = await createMailWorker(handle.db, {
  transport: await smtpTransport(process.env.SMTP_URL),
  leaseSeconds: Number(process.env.MAIL_LEASE_SECONDS ?? 120),
  pollMs: 100,
});
process.on('SIGTERM', async () => {
  await worker.stop(5_000);
  await handle.close();
  process.exit(0);
});
console.log('ready');
