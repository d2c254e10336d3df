export type PgInstance = {
  port: number;
  url: string;
  urlFor: (db: string) => string;
  start: () => Promise<void>;
  stop: (mode?: 'smart' | 'fast' | 'immediate') => Promise<void>;
  destroy: () => Promise<void>;
};
export function pgBin(): string;
export function startPgInstance(): Promise<PgInstance>;
