export const RENDER_SETTLE_MS: number;
export type PagesChange = { paths: string[]; everything: boolean };
export function createRegeneration(parts: {
  mark: (change: PagesChange) => Promise<void>;
  request: (path: string) => Promise<void>;
  drop: (change: PagesChange) => void;
  settleMs?: number;
  wait?: (ms: number) => Promise<void>;
}): { regenerate: (change: PagesChange) => Promise<void>; rendered: Promise<Promise<void>> };
