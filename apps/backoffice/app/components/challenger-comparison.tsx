import type { ChallengerComparison } from '@lender/contracts';
import { formatPercent } from '@lender/i18n';
import { month } from '../format';
import { useT } from '../i18n';
import { rateText } from './monitoring-words';
import { CaptionedTable } from './table-region';

// The arms of a challenger compared (issue 67 point 3): decisions, approvals and approval rate of
// each; then each arm's loans by vintage (the month they started) with their default rate.

const C = 'backoffice:creditMonitoring.challengers' as const;
type Arm = ChallengerComparison['arms'][number];

/** `Decide para el 20.00% de los clientes` or `En sombra: no decide`. */
export function modeWords(
  t: ReturnType<typeof useT>,
  challenger: { mode: 'shadow' | 'split'; sharePercent: number | null },
): string {
  return challenger.mode === 'shadow'
    ? t(`${C}.modes.shadow`)
    : t(`${C}.modes.split`, { percent: formatPercent(challenger.sharePercent ?? 0, { decimals: 2 }) });
}

function armName(t: ReturnType<typeof useT>, arm: Arm): string {
  return t(`${C}.arms.${arm.arm}`, { version: arm.policyVersion });
}

export function ArmsTable({ comparison }: { comparison: ChallengerComparison }) {
  const t = useT();
  const caption = t(`${C}.compared`, {
    champion: comparison.arms.find((arm) => arm.arm === 'champion')?.policyVersion ?? '—',
    challenger: comparison.challenger.policyVersion,
  });
  const rows = [
    ['decides', (arm: Arm) => t(arm.decides ? `${C}.yes` : `${C}.no`)],
    ['decisions', (arm: Arm) => arm.decisions.toLocaleString('es-MX')],
    ['approved', (arm: Arm) => arm.approved.toLocaleString('es-MX')],
    [
      'approvalRate',
      (arm: Arm) => (arm.approvalRateBps === null ? t(`${C}.noRate`) : rateText(arm.approvalRateBps)),
    ],
  ] as const;
  return (
    <section className="bo-stack" aria-labelledby="arms-title">
      <h2 id="arms-title">{caption}</h2>
      <CaptionedTable caption={caption} empty={undefined}>
        <thead>
          <tr>
            <th scope="col">{t(`${C}.measure`)}</th>
            {comparison.arms.map((arm) => (
              <th key={arm.arm} scope="col" className="bo-num">
                {armName(t, arm)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([row, value]) => (
            <tr key={row}>
              <th scope="row">{t(`${C}.rows.${row}`)}</th>
              {comparison.arms.map((arm) => (
                <td key={arm.arm} className="bo-num">
                  {value(arm)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      <p>{t(`${C}.differ`, { count: comparison.outcomesDiffer })}</p>
      {comparison.challenger.mode === 'shadow' ? <p className="bo-muted">{t(`${C}.shadowNote`)}</p> : null}
    </section>
  );
}

export function VintageTables({ comparison }: { comparison: ChallengerComparison }) {
  const t = useT();
  return (
    <section className="bo-stack">
      {comparison.arms
        .filter((arm) => arm.decides)
        .map((arm) => {
          const caption = t(`${C}.vintagesTitle`, { arm: armName(t, arm) });
          return (
            <section key={arm.arm} className="bo-stack" aria-label={caption}>
              <h3>{caption}</h3>
              <CaptionedTable
                caption={caption}
                empty={arm.vintages.length === 0 ? t(`${C}.noVintages`) : undefined}
              >
                <thead>
                  <tr>
                    <th scope="col">{t(`${C}.vintageColumns.month`)}</th>
                    <th scope="col" className="bo-num">
                      {t(`${C}.vintageColumns.loans`)}
                    </th>
                    <th scope="col" className="bo-num">
                      {t(`${C}.vintageColumns.matured`)}
                    </th>
                    <th scope="col" className="bo-num">
                      {t(`${C}.vintageColumns.defaulted`)}
                    </th>
                    <th scope="col" className="bo-num">
                      {t(`${C}.vintageColumns.defaultRate`)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {arm.vintages.map((vintage) => (
                    <tr key={vintage.month}>
                      <th scope="row">{month(vintage.month)}</th>
                      <td className="bo-num">{vintage.loans.toLocaleString('es-MX')}</td>
                      <td className="bo-num">{vintage.matured.toLocaleString('es-MX')}</td>
                      <td className="bo-num">{vintage.defaulted.toLocaleString('es-MX')}</td>
                      <td className="bo-num">
                        {vintage.defaultRateBps === null
                          ? t(`${C}.notMatured`)
                          : rateText(vintage.defaultRateBps)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CaptionedTable>
            </section>
          );
        })}
      <p className="bo-muted">{t(`${C}.maturityNote`)}</p>
    </section>
  );
}
