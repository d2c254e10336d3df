export type CrashSummary = {
  database: 'pglite' | 'postgres';
  kills: number;
  requests: number;
  acknowledged: number;
  lost: number;
  refused: number;
  unknown: number;
  problems: string[];
  seats: { id: string; taken: number; capacity: number; confirmed: number }[];
  rounds: Record<string, number>[];
};
export function crashTest(opts?: {
  database?: 'pglite' | 'postgres';
  kills?: number;
  clients?: number;
  members?: number;
  loadMs?: [number, number];
  quiet?: boolean;
}): Promise<CrashSummary>;
export function ensureCrashBuild(): Promise<void>;
export const JWT_SECRET: string;
export const SITE_URL: string;
export function startServer(opts: {
  port: number;
  env: Record<string, string>;
  log: NodeJS.WritableStream;
}): import('node:child_process').ChildProcess;
export function killHard(child: import('node:child_process').ChildProcess): Promise<void>;
export function freePort(): Promise<number>;
export function waitHealthy(
  base: string,
  child: import('node:child_process').ChildProcess,
  timeoutMs?: number,
): Promise<number>;
