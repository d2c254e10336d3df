import type { IncomingMessage, ServerResponse } from 'node:http';

export function sharedLifetimeMs(cacheControl?: string): number;
export function createPageCache(options?: { maxEntries?: number; now?: () => number }): {
  readonly size: number;
  clear(): void;
  forget(paths: readonly string[]): void;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
};
