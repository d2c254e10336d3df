export type ReceivedMail = {
  to: string[];
  from?: string;
  raw: string;
  subject: string;
  text: string;
  at: number;
};
export function decodeMime(raw: string): { subject: string; text: string };
export function startSmtpSink(
  port?: number,
): Promise<{ port: number; url: string; messages: ReceivedMail[]; close: () => Promise<void> }>;
export function start(env: Record<string, string>): Promise<Record<string, string>>;
