import type { CollectionCase } from '@lender/contracts';
import { date, dateTime, pesos } from '../format';
import { useT } from '../i18n';
import { codeWords } from './codes';
import { TableRegion } from './table-region';

// The read-only panels of a collections case (issue 38): balance breakdown, contacts with their
// collector, promises, payments and notes, every code in words.

function Empty({ text }: { text: string }) {
  return <p className="bo-muted">{text}</p>;
}

export function BreakdownPanel({ item }: { item: CollectionCase }) {
  const t = useT();
  return (
    <section className="bo-card bo-stack" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">{t('backoffice:collections.breakdown')}</h2>
      <table className="bo-table">
        <tbody>
          {item.breakdown.map((line) => (
            <tr key={line.account}>
              <th scope="row">
                {t(`backoffice:collections.accounts.${line.account.replace(':', '.')}` as never)}
              </th>
              <td className="bo-num">{pesos(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('backoffice:collections.balance')}</th>
            <td className="bo-num">
              <strong>{pesos(item.balance)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export function ContactsPanel({ item }: { item: CollectionCase }) {
  const t = useT();
  return (
    <section className="bo-stack" aria-labelledby="contacts-title">
      <h2 id="contacts-title">{t('backoffice:collections.contacts')}</h2>
      {item.contacts.length === 0 ? (
        <Empty text={t('backoffice:collections.noContacts')} />
      ) : (
        <TableRegion label={t('backoffice:collections.contacts')}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice:collections.at')}</th>
                <th scope="col">{t('backoffice:collections.channelLabel')}</th>
                <th scope="col">{t('backoffice:collections.directionLabel')}</th>
                <th scope="col">{t('backoffice:collections.resultLabel')}</th>
                <th scope="col">{t('backoffice:collections.collector')}</th>
                <th scope="col" className="bo-num">
                  {t('backoffice:collections.balance')}
                </th>
                <th scope="col">{t('backoffice:collections.note')}</th>
              </tr>
            </thead>
            <tbody>
              {item.contacts.map((contact) => (
                <tr key={contact.id}>
                  <td>{dateTime(contact.contactedAt)}</td>
                  <td>{t(`backoffice:collections.channel.${contact.channel}`)}</td>
                  <td>{t(`backoffice:collections.direction.${contact.direction}`)}</td>
                  <td>{t(`backoffice:collections.result.${contact.result}`)}</td>
                  <td>{contact.collector.name}</td>
                  <td className="bo-num">{pesos(contact.balance)}</td>
                  <td>{contact.note ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

const PROMISE_TONE = { pending: 'info', kept: 'success', broken: 'danger', replaced: 'neutral' } as const;

export function PromisesPanel({ item }: { item: CollectionCase }) {
  const t = useT();
  return (
    <section className="bo-stack" aria-labelledby="promises-title">
      <h2 id="promises-title">{t('backoffice:collections.promises')}</h2>
      {item.promises.length === 0 ? (
        <Empty text={t('backoffice:collections.noPromises')} />
      ) : (
        <TableRegion label={t('backoffice:collections.promises')}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice:collections.promiseDate')}</th>
                <th scope="col" className="bo-num">
                  {t('backoffice:collections.promiseAmount')}
                </th>
                <th scope="col">{t('backoffice:collections.promise')}</th>
                <th scope="col">{t('backoffice:collections.madeBy')}</th>
                <th scope="col" className="bo-num">
                  {t('backoffice:collections.paid')}
                </th>
              </tr>
            </thead>
            <tbody>
              {item.promises.map((promise) => (
                <tr key={promise.id}>
                  <td>{date(promise.promisedDate)}</td>
                  <td className="bo-num">{pesos(promise.amount)}</td>
                  <td>
                    <span className={`bo-badge bo-badge-${PROMISE_TONE[promise.status]}`}>
                      {t(`backoffice:collections.promiseStatus.${promise.status}`)}
                    </span>
                  </td>
                  <td>
                    {promise.collector ?? t('backoffice:collections.madeByBorrower')} · {date(promise.madeOn)}
                  </td>
                  <td className="bo-num">{pesos(promise.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

export function PaymentsPanel({ item }: { item: CollectionCase }) {
  const t = useT();
  return (
    <section className="bo-stack" aria-labelledby="payments-title">
      <h2 id="payments-title">{t('backoffice:collections.payments')}</h2>
      {item.payments.length === 0 ? (
        <Empty text={t('backoffice:collections.noPayments')} />
      ) : (
        <table className="bo-table">
          <tbody>
            {item.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{dateTime(payment.completedAt ?? payment.createdAt)}</td>
                <td>{codeWords.of(t, 'paymentChannel', payment.paymentType)}</td>
                <td>{codeWords.of(t, 'paymentStatus', payment.status)}</td>
                <td className="bo-num">{pesos(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function NotesList({ item }: { item: CollectionCase }) {
  const t = useT();
  return item.notes.length === 0 ? (
    <Empty text={t('backoffice:collections.noNotes')} />
  ) : (
    <ul className="bo-stack">
      {item.notes.map((note) => (
        <li key={note.id}>
          <span className="bo-muted">
            {dateTime(note.createdAt)} · {note.author}
          </span>
          <br />
          {note.text}
        </li>
      ))}
    </ul>
  );
}
