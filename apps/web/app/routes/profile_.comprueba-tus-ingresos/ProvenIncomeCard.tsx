import type { ProvenIncome } from '@lender/contracts';
import { formatDate, formatPesos, type Translate } from '@lender/i18n';
import { Card, Stack } from '@lender/ui';
import { useT } from '../../lib/i18n';

/** "El 15 y el último día": the days of the month paid on, in words (31 is the month's last day). */
export function payDaysInWords(days: readonly number[], t: Translate): string {
  const items = days.map((day) =>
    day === 31 ? t('profile:provenIncome.result.lastDay') : t('profile:provenIncome.result.day', { day }),
  );
  const list = new Intl.ListFormat('es-MX', { type: 'conjunction' }).format(items);
  const words = t('profile:provenIncome.result.payDaysValue', { days: list });
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether the proof sets the days the direct debits are charged (ADR 340): not stale (its
 * confidence, read on today's date by the API, is high or medium) and paid on a cycle of ours
 * (SAT's every-ten-days pay has none).
 */
export function setsDebitDays(proof: Pick<ProvenIncome, 'confidence' | 'payCycle'>): boolean {
  return proof.confidence !== 'low' && proof.payCycle !== null;
}

/**
 * The newest proof of income (issue 67 point 6): income a month, the employer's RFC, how often and
 * on which days they are paid, how confident the proof is, whether those days now set the direct
 * debits' charge days (ADR 340), and each payroll CFDI read — its period, pay date, net pay and
 * SAT's answer.
 */
export function ProvenIncomeCard({ proof }: { proof: ProvenIncome }) {
  const t = useT();
  const newest = proof.cfdis.reduce<ProvenIncome['cfdis'][number] | undefined>(
    (found, cfdi) => (!found || cfdi.paidOn > found.paidOn ? cfdi : found),
    undefined,
  );
  const facts: [string, string, string][] = [
    ['income', t('profile:provenIncome.result.monthlyIncome'), formatPesos(proof.monthlyIncome.amount)],
    ['employer', t('profile:provenIncome.result.employer'), proof.employerRfc],
    ...(newest
      ? [
          [
            'periodicity',
            t('profile:provenIncome.result.periodicity'),
            t(`profile:provenIncome.periodicity.${newest.periodicity}`),
          ] as [string, string, string],
        ]
      : []),
    ['payDays', t('profile:provenIncome.result.payDays'), payDaysInWords(proof.payDays, t)],
    [
      'confidence',
      t('profile:provenIncome.result.confidence'),
      t(`profile:provenIncome.confidence.${proof.confidence}`),
    ],
  ];
  return (
    <Card title={t('profile:provenIncome.result.title')}>
      <Stack gap="4">
        <dl className="facts" data-testid="proven-income">
          {facts.map(([id, label, value]) => (
            <div key={id} data-fact={id}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p data-testid="proven-income-debits">
          {setsDebitDays(proof)
            ? t('profile:provenIncome.result.debitsOnPayday')
            : t('profile:provenIncome.result.debitsDeclared')}
        </p>
        <p>{t('profile:provenIncome.result.provenAt', { date: proof.provenAt })}</p>
        <h3 className="proven-income-receipts">{t('profile:provenIncome.result.receipts')}</h3>
        <ul className="payroll-cfdis" data-testid="proven-income-cfdis">
          {proof.cfdis.map((cfdi) => (
            <li key={cfdi.uuid} data-uuid={cfdi.uuid}>
              <dl className="facts">
                <div>
                  <dt>{t('profile:provenIncome.result.period')}</dt>
                  <dd>
                    {t('profile:provenIncome.result.periodValue', {
                      from: cfdi.periodStart,
                      to: cfdi.periodEnd,
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('profile:provenIncome.result.paidOn')}</dt>
                  <dd>{formatDate(cfdi.paidOn)}</dd>
                </div>
                <div>
                  <dt>{t('profile:provenIncome.result.netPay')}</dt>
                  <dd>{formatPesos(cfdi.netPay.amount)}</dd>
                </div>
                <div>
                  <dt>{t('profile:provenIncome.result.sat')}</dt>
                  <dd>{cfdi.satState}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
