import { eq } from '@lender/db/orm';
import { cepClaims } from '@lender/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  banxicoCepOverSandbox,
  createTestCepAuthority,
  type TestCepAuthority,
} from '../../../testing/cep-fixtures';
import { speiClaimWorld } from '../../../testing/spei-claim-fixtures';
import { fileSpeiClaim } from '../../spei-claims/claim-spei-payment';
import type { CepPort } from './port';

// End to end (ADR 323): a borrower's claim checked by the real adapter against CEPs the sandbox
// seals with a test Banxico key. A CEP whose seal holds is applied; one whose seal fails is never
// applied — the claim becomes a case, as when the look-up fails.

const { world, today, newKey, loanWithClabe, paymentsOf, owed } = speiClaimWorld();

let banxico: TestCepAuthority;
let impostor: TestCepAuthority;
beforeAll(async () => {
  const now = new Date(`${today()}T00:00:00Z`);
  banxico = await createTestCepAuthority({ now });
  impostor = await createTestCepAuthority({ certificateNumber: banxico.signer.certificateNumber, now });
});

const claimWith = (cep: CepPort, clientId: number, trackingKey: string) =>
  fileSpeiClaim(
    { ...world.t.core, providers: { cep } },
    { clientId, date: today(), amount: 500_00, trackingKey, senderBank: '012' },
  );

describe('a claim checked against the CEP’s seal', () => {
  it('applies a transfer whose CEP is sealed by Banxico’s certificate, and keeps that seal', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const before = await owed(loanId);
    const answer = await claimWith(banxicoCepOverSandbox({ authority: banxico }), clientId, newKey());
    expect(answer).toMatchObject({ outcome: 'applied', caseFolio: null });
    expect(await owed(loanId)).toBe(before - 500_00);
    const [row] = await world.t.core.db.select().from(cepClaims).where(eq(cepClaims.id, answer.id));
    const xml = new TextDecoder().decode(
      (await world.t.core.documentsOptions.storage.get(row?.cepXmlKey ?? '')) ?? undefined,
    );
    expect(xml).toContain(`sello="${row?.cepSeal}"`);
  });

  it.each([
    [
      'an altered amount',
      { tamper: (xml: string) => xml.replace('MontoPago="500.00"', 'MontoPago="5000.00"') },
    ],
    [
      'an altered participant key',
      { tamper: (xml: string) => xml.replace(/ClaveSPEI="\d+"/, 'ClaveSPEI="40002"') },
    ],
    [
      'the CEP of another clave de rastreo',
      { tamper: (xml: string) => xml.replace(/ClaveRastreo="[^"]*"/, 'ClaveRastreo="OTRA0001"') },
    ],
    ['a seal by another key', { signedBy: 'impostor' as const }],
  ])('opens a case and applies nothing for %s', async (_, how) => {
    const { clientId, loanId } = await loanWithClabe();
    const before = await owed(loanId);
    const cep = banxicoCepOverSandbox({
      authority: 'signedBy' in how ? impostor : banxico,
      trust: banxico.certificatePem,
      ...('tamper' in how && { tamper: how.tamper }),
    });
    const answer = await claimWith(cep, clientId, newKey());
    expect(answer.outcome).toBe('unverified');
    expect(answer.caseFolio).toMatch(/^UNE-/);
    expect(await paymentsOf(loanId)).toHaveLength(0);
    expect(await owed(loanId)).toBe(before);
  });
});
