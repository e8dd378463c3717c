import { Fragment } from 'react';
import { useT } from '../i18n';
import { COLUMN_WORDS, examplePath, type LayoutView } from '../reconciliation';

/**
 * What file each channel takes and in which layout (issue 48: the page sent analysts to a README):
 * the rules every file follows, then per channel the file, its first line, its columns in words
 * (required ones marked), how its lines are matched and a link to an example file.
 */
export function SettlementLayouts({ layouts }: { layouts: readonly LayoutView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="layouts-title" className="bo-mt-16">
      <h2 id="layouts-title">{t('backoffice:reconciliation.layouts.title')}</h2>
      <p>{t('backoffice:reconciliation.layouts.intro')}</p>
      <div className="bo-grid">
        {layouts.map((layout) => {
          const required = new Set(['fecha', 'monto', ...layout.required]);
          const titleId = `layout-${layout.channel}`;
          return (
            <section key={layout.channel} className="bo-card" aria-labelledby={titleId}>
              <h3 id={titleId} className="bo-flush-top">
                {t(`backoffice:reconciliation.channels.${layout.channel}`)}
              </h3>
              <p>{t(`backoffice:reconciliation.layouts.files.${layout.channel}`)}</p>
              <p className="bo-flush">
                <strong>{t('backoffice:reconciliation.layouts.header')}</strong>
              </p>
              {/* Breakable after each comma (<wbr>: nothing added to a copied line). */}
              <pre className="bo-pre bo-spaced-bottom">
                {layout.columns.map((column, index) => (
                  <Fragment key={column}>
                    {index > 0 ? ',' : null}
                    <wbr />
                    {column}
                  </Fragment>
                ))}
              </pre>
              <p className="bo-flush">
                <strong>{t('backoffice:reconciliation.layouts.columns')}</strong>
              </p>
              <ul className="bo-layout-columns">
                {layout.columns.map((column) => (
                  <li key={column}>
                    <code>{column}</code>:{' '}
                    {Object.hasOwn(COLUMN_WORDS, column)
                      ? t(COLUMN_WORDS[column] as (typeof COLUMN_WORDS)[string])
                      : t('backoffice:invalid.cell')}
                    {required.has(column) ? ` (${t('backoffice:reconciliation.layouts.required')})` : null}
                  </li>
                ))}
              </ul>
              <p className="bo-hint">{t(`backoffice:reconciliation.layouts.matchedBy.${layout.channel}`)}</p>
              <p className="bo-flush">
                <a href={examplePath(layout.channel)} download>
                  {t('backoffice:reconciliation.layouts.download', {
                    file: t(`backoffice:reconciliation.layouts.fileNames.${layout.channel}`),
                  })}
                </a>
              </p>
            </section>
          );
        })}
      </div>
      <p className="bo-hint bo-mt-8">{t('backoffice:reconciliation.layouts.exampleNote')}</p>
    </section>
  );
}
