import type { FloorVersion } from './build';
import { floorsEn } from './en';
import { floorsKo } from './ko';

export type { FloorVersion };

/** The home floors of each earlier edition: the demo seed's input (src/server/content/seed.ts); pages read the editions. */
export const floorModules = { ko: floorsKo, en: floorsEn } as const;
