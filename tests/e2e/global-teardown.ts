import { existsSync, readFileSync } from 'node:fs';

/**
 * After every browser test: the app server's log must hold no render or runtime error. A page can
 * throw on the server and still answer with the right status (a layout's 404 wins the race), so
 * only the log tells; each error line is reported with the line before it.
 */
export default function globalTeardown() {
  const file = `data/e2e-${process.env.E2E_PORT ?? '3100'}/server.log`;
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8').split('\n');
  const errors = lines.filter((line) =>
    /^\s*⨯|\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|Unhandled/.test(line),
  );
  if (errors.length > 0) {
    throw new Error(
      `The app server logged ${errors.length} error line(s) during the browser tests:\n${errors.slice(0, 20).join('\n')}`,
    );
  }
}
