export const PREVIEW_PATH: '/preview';
export function isPreviewPath(path: string): boolean;
