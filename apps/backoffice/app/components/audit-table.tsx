import type { AuditEntry } from '@lender/contracts';
import { dateTime } from '../format';
import { useT } from '../i18n';
import { CaptionedTable } from './table-region';

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The audit log as a table: when, who, what, which record, and the before/after of each field. */
export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  const t = useT();
  return (
    <CaptionedTable
      caption={caption}
      empty={entries.length === 0 ? t('backoffice:client.noRows') : undefined}
    >
      <thead>
        <tr>
          <th scope="col">{t('backoffice:audit.when')}</th>
          <th scope="col">{t('backoffice:audit.actor')}</th>
          <th scope="col">{t('backoffice:audit.action')}</th>
          <th scope="col">{t('backoffice:audit.entity')}</th>
          <th scope="col">{t('backoffice:audit.changes')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const changes = entry.changes.map((change) => ({
            field: change.field,
            before: show(change.before),
            after: show(change.after),
          }));
          return (
            <tr key={entry.id} data-audit-action={entry.action}>
              <td className="bo-num" style={{ textAlign: 'start' }}>
                {dateTime(entry.createdAt)}
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {t(`backoffice:audit.actorTypes.${entry.actor.type}`)}
                {entry.actor.id !== null ? ` #${entry.actor.id}` : ''}
              </td>
              <td>
                <code>{entry.action}</code>
                {entry.reason ? (
                  <p className="bo-muted" style={{ margin: 0 }}>
                    {entry.reason}
                  </p>
                ) : null}
              </td>
              <td>
                {entry.entity.type} #{entry.entity.id}
              </td>
              <td style={{ minWidth: '16rem' }}>
                {changes.length === 0 ? (
                  '—'
                ) : (
                  <table className="bo-diff">
                    <thead>
                      <tr>
                        <th scope="col">{t('backoffice:audit.field')}</th>
                        <th scope="col">{t('backoffice:audit.before')}</th>
                        <th scope="col">{t('backoffice:audit.after')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changes.map((change) => (
                        <tr key={change.field}>
                          <th scope="row">{change.field}</th>
                          <td>{change.before ? <del>{change.before}</del> : '—'}</td>
                          <td>{change.after ? <ins>{change.after}</ins> : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </CaptionedTable>
  );
}
