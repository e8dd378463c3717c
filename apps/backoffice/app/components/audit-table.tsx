import type { AuditEntry } from '@lender/contracts';
import { Link } from '@remix-run/react';
import { dateTime } from '../format';
import { useT } from '../i18n';
import { type InvalidRow, withInvalidRows } from '../invalid';
import {
  type AuditWords,
  auditActorWords,
  auditFieldWords,
  auditReasonWords,
  auditValueWords,
  RECORD_PAGES,
} from './audit-words';
import { codeWords } from './codes';
import { InvalidRowLine } from './list-screen';
import { CaptionedTable } from './table-region';

/**
 * Words, linked to their record's page when it has one. What has no words is marked
 * (`data-audit-unknown`): the browser suite fails on it, a reader sees it as well as it can be read.
 */
function Words({ words }: { words: AuditWords }) {
  const unknown = words.known ? undefined : '';
  return words.href ? (
    <Link to={words.href} data-audit-unknown={unknown}>
      {words.text}
    </Link>
  ) : (
    <span data-audit-unknown={unknown}>{words.text}</span>
  );
}

/**
 * The audit log as a table: when, who (the person and their role, the borrower, the system), what,
 * which record, and the before/after of each field, all in words (issues 36 and 48): each field and
 * value read through the kind its action declares (`AUDIT_FIELDS`). Long values wrap.
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
          const names = entry.userNames;
          const changes = entry.changes.map((change) => ({
            field: change.field,
            label: auditFieldWords(t, entry.action, [change.field]),
            before: auditValueWords(t, entry.action, [change.field], change.before, names),
            after: auditValueWords(t, entry.action, [change.field], change.after, names),
          }));
          const page = RECORD_PAGES[entity];
          const record = codeWords.record(t, entity, entry.entity.id);
          return (
            <tr key={entry.id} data-audit-action={entry.action}>
              <td className="bo-num bo-start bo-nowrap">{dateTime(entry.createdAt)}</td>
              <td className="bo-audit-actor">
                <Words words={auditActorWords(t, entry.actor)} />
              </td>
              <td>
                {codeWords.auditAction(t, entry.action)}
                {entry.reason ? (
                  <p className="bo-muted bo-flush">{auditReasonWords(t, entry.reason)}</p>
                ) : null}
              </td>
              <td className="bo-nowrap">
                {page ? <Link to={`${page}/${entry.entity.id}`}>{record}</Link> : record}
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
                        <tr key={change.field} data-audit-field={change.field}>
                          <th scope="row">
                            <Words words={change.label} />
                          </th>
                          <td>
                            {change.before.text === '—' ? (
                              '—'
                            ) : (
                              <del>
                                <Words words={change.before} />
                              </del>
                            )}
                          </td>
                          <td>
                            {change.after.text === '—' ? (
                              '—'
                            ) : (
                              <ins>
                                <Words words={change.after} />
                              </ins>
                            )}
                          </td>
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
