import type { ComplaintMonth } from '@lender/contracts';
import { Link } from '@remix-run/react';
import { useT } from '../i18n';
import { ReportSection, ReportTable } from './report-section';

/**
 * The regulator screen's complaints (issue 39, ADR 166): the month's UNE register in figures —
 * received, resolved, open, overdue; by channel and by kind — and its CSV.
 */
export function ComplaintsSection({ month, canExport }: { month: ComplaintMonth; canExport: boolean }) {
  const t = useT();
  const w = (key: string) => t(`backoffice:complaints.${key}` as never);
  return (
    <ReportSection
      id="complaints"
      title={t('backoffice:risk.regulator.complaints')}
      csvHref={canExport ? `/regulator/complaints?month=${month.month}` : null}
    >
      <ReportTable
        caption={t('backoffice:risk.regulator.complaints')}
        head={[w('regulator.received'), w('regulator.resolved'), w('regulator.open'), w('regulator.overdue')]}
        rows={[[month.received, month.resolved, month.open, month.overdue]]}
      />
      <ReportTable
        caption={w('regulator.byChannel')}
        head={[w('channel'), w('regulator.count')]}
        rows={month.byChannel.map((row) => [w(`channels.${row.channel}`), row.count])}
      />
      <ReportTable
        caption={w('regulator.byKind')}
        head={[w('kind'), w('regulator.count')]}
        rows={month.byKind.map((row) => [w(`kinds.${row.kind}`), row.count])}
      />
      <p>
        <Link to={`/complaints?month=${month.month}`}>{w('regulator.open_register')}</Link>
      </p>
    </ReportSection>
  );
}
