export const FIRST_LOAD_JS_GZIP_KB: number;
export function firstLoadScriptSrcs(html: string): string[];
export function scriptSize(body: Uint8Array): { raw: number; gzip: number };
