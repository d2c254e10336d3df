export type RushFailoverSummary = {
  applicants: number;
  seats: number;
  ms: number;
  problems: string[];
  confirmed: number;
  acknowledged: number;
  retried: number;
  statuses: Record<string, number>;
};
export function rushFailover(opts?: {
  applicants?: number;
  seats?: number;
  concurrency?: number;
  killAfterMs?: number;
  quiet?: boolean;
}): Promise<RushFailoverSummary>;
