import 'server-only';
import { mountAdmin } from '../admin/routes';
import { mountAuth } from '../auth/routes';
import { mountContact } from '../contact/routes';
import { mountCsp } from '../csp/routes';
import { mountEvents } from '../events/routes';
import { mountIdentity } from '../identity/routes';
import { mountMembers } from '../members/routes';
import type { ApiApp } from './router';

/** Each domain's routes, mounted under /api in this order. One line per domain. */
export const domainRoutes: ((app: ApiApp) => void)[] = [
  mountAuth,
  mountIdentity,
  mountMembers,
  mountEvents,
  mountContact,
  mountAdmin,
  mountCsp,
];
