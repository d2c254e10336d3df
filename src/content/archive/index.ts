import { archiveEn } from './en';
import { archiveKo } from './ko';

/**
 * The trend archive's first 25 years (2001–2025), the embedded default's seed: loaded into the
 * database once (src/server/content/seed.ts); the pages read the studio's records (issue 49).
 */
export const archiveModules = { ko: archiveKo, en: archiveEn } as const;
