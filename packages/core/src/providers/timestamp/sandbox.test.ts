import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sandboxTimestamp } from './sandbox';
import { verifyTimestampToken } from './verify';

const sha = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

describe('sandbox RFC 3161 time-stamping authority', () => {
  it('stamps a hash with a token that verifies: signature, message imprint, time-stamping certificate', async () => {
    const tsa = sandboxTimestamp({ clock: { now: () => new Date('2026-03-02T18:00:00.750Z') } });
    const stamped = await tsa.stamp(sha('contrato'));
    expect(stamped.genTime.toISOString()).toBe('2026-03-02T18:00:00.000Z');
    const check = await verifyTimestampToken(stamped.token, sha('contrato'), [await tsa.certificate()]);
    expect(check).toMatchObject({
      valid: true,
      signatureValid: true,
      imprintMatches: true,
      timeStampingCertificate: true,
      trusted: true,
      problem: null,
    });
    expect(check.genTime?.toISOString()).toBe('2026-03-02T18:00:00.000Z');
    expect(check.authorityName).toContain('Sandbox TSA');
  });

  it('fails for another document, a changed token, or an authority not trusted', async () => {
    const tsa = sandboxTimestamp();
    const stamped = await tsa.stamp(sha('contrato'));
    const other = await verifyTimestampToken(stamped.token, sha('contrato alterado'));
    expect(other).toMatchObject({ valid: false, imprintMatches: false, signatureValid: true });
    const tampered = new Uint8Array(stamped.token);
    // A byte inside the signed TSTInfo (its serial number region): the signature breaks.
    const at = tampered.length - 300;
    tampered[at] = (tampered[at] ?? 0) ^ 0xff;
    expect((await verifyTimestampToken(tampered, sha('contrato'))).valid).toBe(false);
    const stranger = sandboxTimestamp();
    const untrusted = await verifyTimestampToken(stamped.token, sha('contrato'), [
      await stranger.certificate(),
    ]);
    expect(untrusted).toMatchObject({ valid: false, trusted: false, signatureValid: true });
    expect((await verifyTimestampToken(new Uint8Array([1, 2, 3]), sha('x'))).valid).toBe(false);
  });
});
