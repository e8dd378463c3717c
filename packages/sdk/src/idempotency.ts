/**
 * A new `Idempotency-Key`: a random UUID v4. The client makes one per money-moving call and sends
 * it on every retry of that call; pass your own (`idempotencyKey`) to make a user's second click
 * on "Pay" the same logical submit as the first.
 *
 * Uses `crypto.getRandomValues`, which browsers offer also outside secure contexts (unlike
 * `crypto.randomUUID`).
 *
 * @example
 * ```ts
 * const key = createIdempotencyKey(); // '3b241101-e2bb-4255-8caf-4136c566a962'
 * ```
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562 §5.4: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
