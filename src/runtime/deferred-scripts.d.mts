export const LOADER: string;
export const LOADER_HASH: string;
export function deferFrameworkScripts(html: string): string;
