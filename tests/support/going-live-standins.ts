import { NOTIFICATION_KINDS } from '@/schemas/messaging-rules';
import { SOLAPI_TEMPLATE_KEYS } from '@/server/env';
import { TEMPLATE_VARIABLES } from '@/server/messaging/templates';
import { startPortOneServer } from './portone-server';
import { startSmtpSink } from './smtp-sink';
import { startSolapiServer } from './solapi-server';

/**
 * The providers a launch contracts (docs/GOING-LIVE.md), played on this machine for
 * scripts/going-live-walk.mjs, which bundles this file as it bundles the operator commands: an SMTP
 * server that keeps what it receives, PortOne's identity API and Solapi's messaging API, the same
 * stand-ins the API tests use. `env` is what the settings file gets for them.
 */
export async function startStandIns() {
  const smtp = await startSmtpSink(0);
  const portone = await startPortOneServer();
  const templateIds = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, `KA01TP2612WALK${k.toUpperCase()}`]),
  );
  const solapi = await startSolapiServer(
    Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [templateIds[k], TEMPLATE_VARIABLES[k].map((v) => `#{${v}}`)]),
    ),
  );
  const env = {
    SMTP_URL: smtp.url,
    ...portone.env,
    ...solapi.env(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [SOLAPI_TEMPLATE_KEYS[k], templateIds[k]])),
    ),
  };
  return {
    env,
    smtp,
    portone,
    solapi,
    close: async () => {
      await Promise.all([smtp.close(), portone.close(), solapi.close()]);
    },
  };
}
