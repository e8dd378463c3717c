import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../../testing/lending-fixtures';
import { httpTimestamp } from '../../providers/timestamp/http';
import { createSandboxAuthority, issueToken, type SandboxAuthority } from '../../providers/timestamp/sandbox';
import { contractEvidence } from './contract-evidence';
import { contractEvidenceRow } from './contract-evidence-row';
import { stampPendingEvidence } from './stamp-pending-evidence';

// A contract signed with an authority over HTTP (the adapter a PSC is reached by): the token kept is
// the authority's, named as configured, and the back-office check holds it to the authority's CA.

let server: Server;
let ca: SandboxAuthority;
let psc: SandboxAuthority;
let up = true;

async function signedLoan(t: LendingTestCore): Promise<number> {
  const app = await acceptedApplication(t);
  const signed = await signWithCode(t, app, { requester: '203.0.113.9', userAgent: 'Mozilla/5.0' });
  return signed.loanId;
}

beforeAll(async () => {
  ca = await createSandboxAuthority(new Date('2026-01-01T00:00:00Z'), undefined, 'PSC test root');
  psc = await createSandboxAuthority(new Date('2026-01-01T00:00:00Z'), ca, 'PSC test TSA');
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!up) return response.writeHead(503).end();
    const asked = pkijs.TimeStampReq.fromBER(new Uint8Array(Buffer.concat(chunks)).slice().buffer);
    const { token } = await issueToken(
      psc,
      new Uint8Array(asked.messageImprint.hashedMessage.valueBlock.valueHexView),
      new Date('2026-03-02T18:00:05Z'),
      42,
      { nonce: new Uint8Array(asked.nonce?.valueBlock.valueHexView ?? []) },
    );
    const answer = new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
      timeStampToken: pkijs.ContentInfo.fromBER(token.slice().buffer),
    });
    response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
    response.end(new Uint8Array(answer.toSchema().toBER(false)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('signing with an accredited authority over HTTP', () => {
  it("keeps the authority's token under its name, and the check trusts it through the authority's CA", async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
    const caDer = new Uint8Array(ca.certificate.toSchema().toBER(false));
    const t = await createLendingTestCore({
      timestamp: httpTimestamp({ url, authority: 'PSC de prueba', trustAnchors: [caDer] }),
    });
    try {
      expect(t.core.timestamp.authority).toBe('PSC de prueba');
      const loanId = await signedLoan(t);
      const { row } = await contractEvidenceRow(t.core.db, loanId);
      expect(row.timestampAuthority).toBe('PSC de prueba');
      expect(row.timestampedAt?.toISOString()).toBe('2026-03-02T18:00:05.000Z');
      const view = await contractEvidence(t.core, { params: { id: loanId } });
      expect(view.check).toMatchObject({
        valid: true,
        timestamp: { valid: true, trusted: true, authorityName: 'PSC test TSA' },
      });
      // Checked against another authority's CA, the same token is not trusted.
      const other = await createSandboxAuthority(new Date(), undefined, 'Another root');
      const strict = await contractEvidence(
        {
          db: t.core.db,
          timestamp: {
            ...t.core.timestamp,
            trustAnchors: [new Uint8Array(other.certificate.toSchema().toBER(false))],
          },
        },
        { params: { id: loanId } },
      );
      expect(strict.check).toMatchObject({ valid: false, timestamp: { trusted: false } });
    } finally {
      await t.close();
    }
  });

  it('signs without a token when the authority does not answer; the job stamps it once the authority is back', async () => {
    up = false;
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
    const t = await createLendingTestCore({ timestamp: httpTimestamp({ url, authority: 'PSC de prueba' }) });
    try {
      const loanId = await signedLoan(t);
      const { row } = await contractEvidenceRow(t.core.db, loanId);
      expect(row.timestampToken).toBeNull();
      const view = await contractEvidence(t.core, { params: { id: loanId } });
      expect(view.check).toMatchObject({ valid: false, hashMatches: true, timestamp: null });
      expect(t.logger.lines.some((line) => line.message === 'contract time-stamp failed')).toBe(true);
      // The job tries again while the authority is still down: nothing changes.
      expect(await stampPendingEvidence(t.core)).toEqual({ stamped: 0, pending: 1 });
      // Back up: the next run stamps it once, the event appended after the code was entered.
      up = true;
      expect(await stampPendingEvidence(t.core)).toEqual({ stamped: 1, pending: 0 });
      expect(await stampPendingEvidence(t.core)).toEqual({ stamped: 0, pending: 0 });
      const stamped = await contractEvidence(t.core, { params: { id: loanId } });
      expect(stamped.check).toMatchObject({ valid: true, eventsInOrder: true, timestamp: { valid: true } });
      expect(stamped.events.events.map((event) => event.kind)).toEqual([
        'code_sent',
        'code_entered',
        'timestamped',
      ]);
      expect(stamped.timestampAuthority).toBe('PSC de prueba');
    } finally {
      up = true;
      await t.close();
    }
  });
});
