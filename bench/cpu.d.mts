export type CpuSample = { role: string; ticks: number; waitNs?: number; helperNs?: number };
export function cpuSnapshot(): Map<number, CpuSample>;
export function cpuBreakdown(
  before: Map<number, CpuSample>,
  after: Map<number, CpuSample>,
  seconds: number,
  cores: number,
  own?: { app?: Set<number>; postgres?: Set<number> },
): {
  role: string;
  cpuSeconds: number;
  shareOfHost: string;
  waitingForCoreSeconds?: number;
  outsideMainThreadSeconds?: number;
}[];
export function backendPids(client: { query: (sql: string) => Promise<{ rows: { pid: number }[] }> }): Promise<Set<number>>;
