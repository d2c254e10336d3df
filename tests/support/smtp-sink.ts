// Typed entry for the local SMTP sink (implementation in smtp-sink.mjs, shared with the e2e sidecar).
export { decodeMime, startSmtpSink } from './smtp-sink.mjs';
export type SmtpSink = Awaited<ReturnType<typeof import('./smtp-sink.mjs')['startSmtpSink']>>;
