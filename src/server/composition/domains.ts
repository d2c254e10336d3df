import 'server-only';
import { mountAdmin } from '../admin/routes';
import type { ApiApp } from '../api/router';
import { mountAuth } from '../auth/routes';
import { mountContact } from '../contact/routes';
import { mountArchive } from '../content/archive-routes';
import { mountHistory } from '../content/history-routes';
import { mountLookbooks } from '../content/lookbooks-routes';
import { mountMailTemplates } from '../content/mail-templates-routes';
import { mountMaterials } from '../content/materials-routes';
import { mountMedia } from '../content/media-routes';
import { mountNotices } from '../content/notices-routes';
import { mountPolicies } from '../content/policies-routes';
import { mountStudio } from '../content/studio-routes';
import { mountThemeYears } from '../content/theme-years-routes';
import { mountCsp } from '../csp/routes';
import { mountEvents } from '../events/routes';
import { mountIdentity } from '../identity/routes';
import { mountMembers } from '../members/routes';

/** Each domain's routes, mounted under /api in this order. One line per domain. */
export const domainRoutes: ((app: ApiApp) => void)[] = [
  mountAuth,
  mountIdentity,
  mountMembers,
  mountEvents,
  mountContact,
  mountAdmin,
  mountStudio,
  mountThemeYears,
  mountLookbooks,
  mountArchive,
  mountMaterials,
  mountMailTemplates,
  mountMedia,
  mountNotices,
  mountHistory,
  mountCsp,
  mountPolicies,
];
