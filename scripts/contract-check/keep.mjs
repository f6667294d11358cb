// What a result keeps of an exchange (a request the check sent, or recorded traffic): the request without its credentials, the answer's start, and a
// curl line that sends the request again (the session left as $COOKIE, for the reader's own).
const KEPT_BODY = 2048;

// Credentials stay out of reports; hop-by-hop and HTTP/2 pseudo headers would only confuse a replay.
const SECRET = new Set(['cookie', 'authorization', 'proxy-authorization']);
const NOT_REPLAYED = new Set([
  'host',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'accept-encoding',
]);

/** A body for a report: at most 2 kB, saying how much was left out. */
export function trimmed(text = '') {
  const value = String(text);
  return value.length > KEPT_BODY
    ? `${value.slice(0, KEPT_BODY)}… (${value.length - KEPT_BODY} more characters)`
    : value;
}

/** @param {Record<string, string>} headers lower-case names */
const withoutSecrets = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !SECRET.has(name) && !name.startsWith(':')));

const shellQuote = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/**
 * @param {{ method: string, url: string, headers: Record<string, string>, body?: string }} request headers with
 *   lower-case names, as sent (credentials included)
 */
export function curlLine({ method, url, headers, body }) {
  const parts = ['curl', '-X', method.toUpperCase(), shellQuote(url)];
  for (const [name, value] of Object.entries(withoutSecrets(headers))) {
    if (!NOT_REPLAYED.has(name)) parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (headers.cookie) parts.push('-H', '"Cookie: $COOKIE"');
  if (body) parts.push('--data-raw', shellQuote(body));
  return parts.join(' ');
}

/**
 * @param {{ method: string, url: string, headers: Record<string, string>, body?: string }} request
 * @param {import('./types').Answer} answer
 */
export const keptExchange = (request, answer) => ({
  request: {
    method: request.method.toUpperCase(),
    url: request.url,
    headers: withoutSecrets(request.headers),
    ...(request.body && { body: trimmed(request.body) }),
  },
  response: answer.error
    ? { error: answer.error }
    : {
        ...(answer.status !== undefined && { status: answer.status }),
        ...(answer.contentType && { contentType: answer.contentType }),
        body: trimmed(answer.text ?? ''),
      },
  curl: curlLine(request),
});
