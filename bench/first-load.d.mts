export const FIRST_LOAD_JS_GZIP_KB: { content: number; forms: number };
export function firstLoadBudgetKb(path: string): number;
export function firstLoadScriptSrcs(html: string): string[];
export function scriptSize(body: Uint8Array): { raw: number; gzip: number };
