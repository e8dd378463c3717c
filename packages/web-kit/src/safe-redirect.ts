/** The longest `redirectTo` kept: a longer value is not a page of ours (it goes to the fallback). */
export const MAX_REDIRECT_LENGTH = 2048;

// Any C0 control, DEL, or a C1 control: browsers drop tabs and newlines from URLs before parsing
// (`/\t/evil.test` is `//evil.test`), so a value carrying one is refused whole.
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The path to send a browser to after a login or an action, from an untrusted `redirectTo`: a
 * path of this site (`/…`, with its query and hash) or `fallback`. One rule for both apps (issue
 * 35, OWASP ASVS V5): refused are anything not starting with one `/` (absolute URLs, `javascript:`,
 * relative paths), `//` and `/\` (another host to a browser, which reads `\` as `/`), a backslash
 * anywhere in the path, a value with a control character a browser strips (`/\t/evil.test`), a
 * value whose decoding (`%2F%2F`, `%5C`, `%09`, repeated up to three times) shows one of those,
 * and values over {@link MAX_REDIRECT_LENGTH} characters. The value is resolved against a placeholder origin and
 * must stay on it, so whatever a browser makes of it, it names a path of this site.
 *
 * @example
 * safeRedirect('/profile?tab=2'); // '/profile?tab=2'
 * safeRedirect('/\\evil.test'); // '/'
 * safeRedirect('%2F%2Fevil.test', '/flow'); // '/flow'
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_REDIRECT_LENGTH) return fallback;
  let value = to;
  // A value and every decoding of it must pass: a page decoding it once more must not see `//`.
  for (let round = 0; round < 4; round++) {
    if (!isSafePath(value)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return fallback;
    }
    if (decoded === value) break;
    value = decoded;
    if (round === 3) return fallback;
  }
  return to;
}

function isSafePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  if (hasControl(value)) return false;
  // A browser reads `\` as `/` in a path: `/a\..\\evil.test` is not worth telling apart.
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (path.includes('\\')) return false;
  try {
    const base = 'http://site.invalid';
    const resolved = new URL(value, base);
    return resolved.origin === base;
  } catch {
    return false;
  }
}
