// A real local SMTP server that keeps what it receives. Used by the mail tests (in-process) and by
// the e2e server as a sidecar (`start(env)`), where it also exposes received mail over HTTP.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Decodes quoted-printable / base64 bodies and RFC 2047 subjects just enough for tests. */
export function decodeMime(raw) {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const words = (s) =>
    s.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc, text) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  // RFC 2047: white space between two encoded words is not part of the text.
  const subject = words((unfolded.match(/^Subject: (.*)$/im)?.[1] ?? '').replace(/\?=\s+=\?/g, '?==?'));
  const parts = [];
  const re =
    /Content-Transfer-Encoding: (base64|quoted-printable|7bit|8bit)\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)(?=\r\n--|\r\n\.\r\n|$)/gi;
  for (const m of raw.matchAll(re)) {
    const body = m[2];
    if (/^base64$/i.test(m[1])) parts.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else if (/^quoted-printable$/i.test(m[1]))
      parts.push(
        Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
      );
    else parts.push(body);
  }
  return { subject, text: parts.join('\n') };
}

/** Starts the sink on `port` (0 = any). `messages` fills as mail arrives. */
export async function startSmtpSink(port = 0) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom?.address,
          raw,
          ...decodeMime(raw),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actualPort = server.server.address().port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** e2e sidecar: SMTP on E2E_PORT+1100, received mail as JSON on http://127.0.0.1:(E2E_PORT+1000)/messages?to= */
export async function start(env) {
  const base = Number(env.APP_URL?.split(':').pop() ?? 3100);
  const sink = await startSmtpSink(base + 1100);
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    const list = sink.messages.filter((m) => !to || m.to.includes(to)).map(({ raw, ...m }) => m);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(list));
  }).listen(base + 1000, '127.0.0.1');
  return { SMTP_URL: sink.url };
}
