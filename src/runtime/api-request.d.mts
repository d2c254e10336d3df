import type { IncomingMessage } from 'node:http';

export function apiRequest(
  light: { method: string; url: string; headers: Headers; body: ReadableStream | null },
  incoming: IncomingMessage,
  maxBuffered: number,
): Promise<Request>;
