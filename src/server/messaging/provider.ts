import 'server-only';
import type { NotificationKind } from '@/schemas/messaging-rules';
import { SOLAPI_TEMPLATE_KEYS, serverEnv } from '../env';
import { solapiProvider } from './solapi';
import type { MessagingProvider } from './types';

export {
  type Delivery,
  MessageRefused,
  type MessagingProvider,
  type OutgoingMessage,
  ProviderUnavailable,
} from './types';

/** The embedded default: messages printed to the server log. */
export const demoProvider: MessagingProvider = {
  name: 'demo',
  async send(m) {
    console.info(
      `[messaging] (MESSAGING_PROVIDER=demo: printed instead of sent)\nTo: ${m.to}\nKind: ${m.kind}\n\n${m.text}\n[messaging] end`,
    );
    return { channel: 'log' };
  },
};

/** The configured provider (MESSAGING_PROVIDER; checkConfig has made sure its settings are complete). */
export function messagingProvider(env = serverEnv()): MessagingProvider {
  if (env.MESSAGING_PROVIDER !== 'solapi') return demoProvider;
  return solapiProvider({
    apiBase: env.SOLAPI_API_BASE,
    apiKey: env.SOLAPI_API_KEY ?? '',
    apiSecret: env.SOLAPI_API_SECRET ?? '',
    sender: env.SOLAPI_SENDER ?? '',
    pfId: env.SOLAPI_PFID ?? '',
    templates: Object.fromEntries(
      Object.entries(SOLAPI_TEMPLATE_KEYS).map(([kind, key]) => [kind, env[key] ?? '']),
    ) as Record<NotificationKind, string>,
  });
}
