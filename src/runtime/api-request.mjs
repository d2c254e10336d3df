// The Request the API is handed for a request that may carry a body (decision 016, fourth step).
// Hono's Node adapter makes a Request whose body is a web stream over the socket, and the server has
// to make a second one from it (a real Request, which Hono's body limit can rebuild): two Requests,
// an AbortController and two stream adapters per application, about a twentieth of its CPU under a
// rush. A body that says it is small (Content-Length within the app-wide limit, not chunked) is read
// into memory first and handed over as bytes: one Request, no stream. Anything else (an upload, a
// chunked body, an absent length) goes as the stream it was.

/**
 * Reads `incoming` to its end; rejects when the client goes away first. The bytes are the ones the
 * Content-Length announced: Node's parser stops there.
 * @param {import('node:http').IncomingMessage} incoming
 * @returns {Promise<Buffer>}
 */
function readAll(incoming) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let ended = false;
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      ended = true;
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    });
    incoming.on('error', reject);
    incoming.on('close', () => {
      if (!ended) reject(new Error('the client went away before its body ended'));
    });
  });
}

/**
 * The API's Request for `light` (the adapter's request: method, url, headers) and its socket
 * `incoming`, with the body in memory when it announced at most `maxBuffered` bytes.
 * @param {{ method: string; url: string; headers: Headers; body: ReadableStream | null }} light
 * @param {import('node:http').IncomingMessage} incoming
 * @param {number} maxBuffered
 * @returns {Promise<Request>}
 */
export async function apiRequest(light, incoming, maxBuffered) {
  const announced = incoming.headers['content-length'];
  const length = announced === undefined ? Number.NaN : Number(announced);
  if (
    incoming.headers['transfer-encoding'] === undefined &&
    Number.isSafeInteger(length) &&
    length <= maxBuffered
  ) {
    const body = length > 0 ? await readAll(incoming) : undefined;
    return new Request(light.url, { method: light.method, headers: light.headers, body });
  }
  return new Request(light.url, {
    method: light.method,
    headers: light.headers,
    body: light.body,
    duplex: 'half',
  });
}
