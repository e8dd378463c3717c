// Request headers that never travel past a hop of ours (issue 35): shared by the site server and
// the /web proxy.

/**
 * Headers of one connection (RFC 9110 §7.6.1), plus `Expect`: Node answers `100-continue` itself,
 * and undici refuses to send `Expect` or `Transfer-Encoding`. `Connection` may name more.
 */
export const HOP_BY_HOP_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
];

/** Addresses and hosts only a proxy in front may state: never what a browser sent. */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * The header names `Connection` lists (lower case): hop-by-hop too.
 * @param {string | null | undefined} connection
 * @returns {string[]}
 */
export function connectionNamed(connection) {
  return (connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}
