import { createHash } from 'node:crypto';
import type { Database, Executor } from '@lender/db';
import { and, eq, ne, sql } from '@lender/db/orm';
import { clients, type ProvenIncomeCfdi, provenIncomes } from '@lender/db/schema';
import { type Clock, today } from '../clock';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';
import { checkPayrollCfdi, type PayrollCfdi } from '../providers/fiscal/check-payroll-cfdi';
import type { SatCfdiStatusPort } from '../providers/sat-status/port';
import { type ProvenIncome, provenIncomeView } from './proven-income';
import { MAX_PAYROLL_CFDIS, PERIODICITIES, provenIncomeOf } from './proven-income-model';

/** What uploading payroll CFDIs needs. */
export interface ProvenIncomeContext {
  readonly db: Database;
  readonly pii: PiiCrypto;
  readonly clock: Clock;
  readonly providers: { readonly satCfdiStatus: SatCfdiStatusPort };
}

/** The refusals of one CFDI of an upload. */
type PayrollRefusal =
  | 'payroll_cfdi_unreadable'
  | 'payroll_cfdi_forged'
  | 'payroll_cfdi_not_payroll'
  | 'payroll_cfdi_other_person'
  | 'payroll_cfdi_cancelled'
  | 'payroll_cfdi_not_found'
  | 'payroll_cfdi_duplicate';

/** The upload refused for its CFDI at `index` (the API's field `cfdis.<index>`, the words' `file`, from 1). */
const refuse = (code: PayrollRefusal, index: number) =>
  new CoreError(code, { field: ['cfdis', String(index)], params: { file: index + 1 } });

/**
 * `client.uploadPayrollCfdis` (issue 67 point 6, ADR 333): the borrower's last payroll CFDIs (one to
 * three XML texts) checked one by one — stamped CFDI 4.0, the seal holding with the certificate in
 * it, type N with Nómina 1.2, made out to the client's own RFC and CURP, not repeated here, 'Vigente'
 * at SAT, and not proved by another client (checked under a lock as it is stored) — and, when all
 * hold, the income they prove stored as the client's newest proof. The first CFDI that fails
 * refuses the whole upload with its reason and its place (`file`, from 1); nothing is kept of a
 * refused upload.
 */
export async function uploadPayrollCfdis(
  ctx: ProvenIncomeContext,
  { actorId: clientId, body }: { actorId: number; body: { cfdis: string[] } },
): Promise<ProvenIncome> {
  if (body.cfdis.length === 0 || body.cfdis.length > MAX_PAYROLL_CFDIS)
    throw new CoreError('validation_failed', { field: ['cfdis'] });
  const [client] = await ctx.db
    .select({ rfcEnc: clients.rfcEnc, curpEnc: clients.curpEnc })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  if (!client.rfcEnc) throw new CoreError('payroll_rfc_required');
  const rfc = ctx.pii.decrypt(client.rfcEnc).toUpperCase();
  // The RFC is typed in the profile; the CURP was checked at registration: both must be the receiver's.
  const curp = client.curpEnc ? ctx.pii.decrypt(client.curpEnc).toUpperCase() : null;

  const read: PayrollCfdi[] = [];
  for (const [index, xml] of body.cfdis.entries()) {
    const check = checkPayrollCfdi(xml);
    if (!check.ok) throw refuse(`payroll_cfdi_${check.problem}`, index);
    const { cfdi } = check;
    if (!PERIODICITIES[cfdi.periodicity]) throw refuse('payroll_cfdi_not_payroll', index);
    if (cfdi.receiverRfc.toUpperCase() !== rfc || cfdi.receiverCurp.toUpperCase() !== curp)
      throw refuse('payroll_cfdi_other_person', index);
    if (read.some((one) => one.uuid === cfdi.uuid)) throw refuse('payroll_cfdi_duplicate', index);
    read.push(cfdi);
  }
  const uuids = read.map((c) => c.uuid);

  const facts: ProvenIncomeCfdi[] = [];
  for (const [index, cfdi] of read.entries()) {
    const status = await ctx.providers.satCfdiStatus.status({
      issuerRfc: cfdi.employerRfc,
      receiverRfc: cfdi.receiverRfc,
      total: cfdi.total,
      uuid: cfdi.uuid,
      sealLast8: cfdi.sealLast8,
    });
    if (status.state === 'cancelled') throw refuse('payroll_cfdi_cancelled', index);
    if (status.state === 'not_found') throw refuse('payroll_cfdi_not_found', index);
    const { receiverRfc: _receiver, receiverCurp: _curp, sealLast8: _seal, ...kept } = cfdi;
    facts.push({
      ...kept,
      satState: status.satState,
      checkedAt: ctx.clock.now().toISOString(),
      xmlSha256: createHash('sha256')
        .update(body.cfdis[index] ?? '', 'utf8')
        .digest('hex'),
    });
  }
  const result = provenIncomeOf(read, today(ctx.clock));
  // Checked and stored under a lock on each UUID: of two borrowers uploading one CFDI at the
  // same instant, the second waits for the first and is refused.
  const row = await ctx.db.transaction(async (tx) => {
    await refuseTaken(tx, clientId, uuids);
    const [stored] = await tx
      .insert(provenIncomes)
      .values({ clientId, ...result, uuids, cfdis: facts, createdAt: ctx.clock.now() })
      .returning();
    return stored;
  });
  if (!row) throw new Error('proven income not stored');
  return provenIncomeView(row, today(ctx.clock));
}

/**
 * Refuses (`payroll_cfdi_duplicate`, naming the CFDI) a UUID another client already proved income
 * with, holding until `tx` ends a lock on each UUID (in one order, so two uploads never deadlock).
 */
async function refuseTaken(tx: Executor, clientId: number, uuids: readonly string[]): Promise<void> {
  for (const uuid of [...uuids].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payroll_cfdi:${uuid}`}, 0))`);
  const [taken] = await tx
    .select({ uuids: provenIncomes.uuids })
    .from(provenIncomes)
    .where(
      and(ne(provenIncomes.clientId, clientId), sql`${provenIncomes.uuids} && ${sql.param(uuids)}::text[]`),
    )
    .limit(1);
  if (taken)
    throw refuse(
      'payroll_cfdi_duplicate',
      uuids.findIndex((u) => taken.uuids.includes(u)),
    );
}
