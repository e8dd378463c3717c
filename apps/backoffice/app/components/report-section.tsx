import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { TableRegion } from './table-region';

/** A table of a report's figures: the chart's data for screen readers and exact reading. */
export function ReportTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}) {
  return (
    <TableRegion label={caption}>
      <table className="bo-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={index === 0 ? undefined : 'bo-num'}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="bo-num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * One report: its title and note, the chart drawn on the server (SVG text, no JavaScript) beside
 * the table of its figures, and the CSV of the same months.
 */
export function ReportSection({
  id,
  title,
  note,
  svg,
  csvHref,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  svg?: string | null;
  csvHref?: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="bo-card bo-report" aria-labelledby={`report-${id}`} data-report={id}>
      <h2 id={`report-${id}`} className="bo-flush-top">
        {title}
      </h2>
      {note ? <p className="bo-muted">{note}</p> : null}
      <div className="bo-report-body">
        {svg ? (
          // The SVG is ECharts' output from our own figures (server-side), labelled for screen readers.
          <figure className="bo-report-chart" dangerouslySetInnerHTML={{ __html: svg }} />
        ) : null}
        <div className="bo-report-table">{children}</div>
      </div>
      {csvHref ? (
        <p className="bo-flush-bottom">
          <a href={csvHref} download>
            {t('backoffice:risk.csv')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
