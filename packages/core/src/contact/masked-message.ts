import { isOutboxTemplate, OUTBOX_TEMPLATES } from '@lender/contracts';

/** What stands for a secret the outbox view never shows. */
export const MASKED = '•••';

/** A one-time code: 3 to 8 digits standing alone (not part of an amount, a date, a time or a number). */
const CODE = /(?<![\d$]|\d[.,:/-])\d{3,8}(?![\d]|[.,:/-]\d)/g;
/** What follows a link's path: its query and fragment (a reset link's token lives there). */
const LINK_TAIL = /(https?:\/\/[^\s?#]+)[?#][^\s]*/g;
/** A long opaque run (a token, a signed path segment, a key). */
const TOKEN = /[A-Za-z0-9_-]{20,}/g;

/**
 * A message's text as anyone in the back office may read it (issue 36): the one-time code of a
 * code template (and of a template the catalogue does not know) masked, and every link's query and
 * fragment and every long token masked, whatever the template. Only the delivery status, template
 * and recipient tell what was sent; nobody can sign or sign in for a client from the outbox.
 */
export function maskOutboxBody(body: string, template: string): string {
  const secret = isOutboxTemplate(template) ? OUTBOX_TEMPLATES[template].secret : true;
  let text = body.replace(LINK_TAIL, `$1?${MASKED}`).replace(TOKEN, MASKED);
  if (secret) text = text.replace(CODE, MASKED);
  return text;
}
