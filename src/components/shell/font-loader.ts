import fonts from '@/styles/fonts.json';
import { loadSiteFont } from './font-loader-core';

/** sessionStorage key: the site font is in this tab's HTTP cache, so pages may use it from the first paint. */
export const FONTS_READY_KEY = 'moru.fonts';

export const fontLoaderScript = `(${loadSiteFont.toString()})(${[fonts.family, FONTS_READY_KEY, fonts.slices.stylesheet].map((v) => JSON.stringify(v)).join(',')})`;
