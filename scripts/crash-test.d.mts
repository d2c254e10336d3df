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
