export type CpuSample = { role: string; ticks: number };
export function cpuSnapshot(): Map<number, CpuSample>;
export function cpuBreakdown(
  before: Map<number, CpuSample>,
  after: Map<number, CpuSample>,
  seconds: number,
  cores: number,
): { role: string; cpuSeconds: number; shareOfHost: string }[];
