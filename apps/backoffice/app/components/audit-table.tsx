import type { AuditEntry } from '@lender/contracts';
import { Link } from '@remix-run/react';
import { dateTime } from '../format';
import { useT } from '../i18n';
import { type InvalidRow, withInvalidRows } from '../invalid';
import { codeWords } from './codes';
import { InvalidRowLine } from './list-screen';
import { CaptionedTable } from './table-region';

/** The page of an audited record, where it has one. */
const RECORD_PAGES: Record<string, string> = { client: '/clients', loan: '/loans', user: '/users' };

/**
 * The audit log as a table: when, who, what, which record, and the before/after of each field,
 * all in words (issue 36): the action, the record, each field's name, statuses in their record's
 * words, money through the one money formatter.
 */
export function AuditTable({
  entries,
  caption,
  invalidRows,
}: {
  entries: readonly AuditEntry[];
  caption: string;
  invalidRows?: readonly InvalidRow[] | undefined;
}) {
  const t = useT();
  return (
    <CaptionedTable
      caption={caption}
      empty={entries.length === 0 && !invalidRows?.length ? t('backoffice:client.noRows') : undefined}
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
        {withInvalidRows(entries, invalidRows).map((item) => {
          if ('invalid' in item)
            return <InvalidRowLine key={`invalid-${item.invalid.position}`} row={item.invalid} span={5} />;
          const entry = item.row;
          const entity = entry.entity.type;
          const changes = entry.changes.map((change) => ({
            field: change.field,
            label: codeWords.auditField(t, change.field),
            before:
              change.before === null || change.before === undefined
                ? ''
                : codeWords.auditValue(t, entity, change.field, change.before),
            after:
              change.after === null || change.after === undefined
                ? ''
                : codeWords.auditValue(t, entity, change.field, change.after),
          }));
          const page = RECORD_PAGES[entity];
          return (
            <tr key={entry.id} data-audit-action={entry.action}>
              <td className="bo-num bo-start">{dateTime(entry.createdAt)}</td>
              <td className="bo-nowrap">
                {t(`backoffice:audit.actorTypes.${entry.actor.type}`)}
                {entry.actor.id !== null ? ` #${entry.actor.id}` : ''}
              </td>
              <td>
                {codeWords.auditAction(t, entry.action)}
                {entry.reason ? <p className="bo-muted bo-flush">{entry.reason}</p> : null}
              </td>
              <td>
                {page ? (
                  <Link to={`${page}/${entry.entity.id}`}>
                    {codeWords.record(t, entity, entry.entity.id)}
                  </Link>
                ) : (
                  codeWords.record(t, entity, entry.entity.id)
                )}
              </td>
              <td className="bo-min-16rem">
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
                          <th scope="row">{change.label}</th>
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
