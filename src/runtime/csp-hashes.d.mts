export const CSP_MANIFEST: string;
export const DEFAULT_LOCALE: string;
export type CspManifest = {
  version: number;
  thirdParties: { gtm: boolean; kakao: boolean };
  shared: string[];
  routes: Record<string, string[]>;
  styles: Record<string, string[]>;
};
export function sha256Source(text: string): string;
export function decodeAttribute(value: string): string;
export function styleAttributes(html: string): string[];
export function inlineScripts(html: string): string[];
export function handlerAttributes(html: string): string[];
export function routeOf(file: string, defaultLocale?: string): string;
export function cspManifest(
  distDir: string,
  env?: Record<string, string | undefined>,
): CspManifest & { handlers: string[] };
export function writeCspManifest(distDir: string, env?: Record<string, string | undefined>): CspManifest;
