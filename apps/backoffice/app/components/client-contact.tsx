import { phone } from '../format';
import { useT } from '../i18n';

/** A client's full phone and CURP, as an audited read answered them (issue 36). */
export interface RevealedContact {
  phone: string;
  curp: string | null;
}

/**
 * The phone fact of a record page's header: masked, or in full once revealed, with the CURP beside
 * it. `testId` names the phone's cell for the tests.
 */
export function ContactFacts(props: {
  label: string;
  masked: string | null | undefined;
  contact: RevealedContact | undefined;
  testId: string;
}) {
  const t = useT();
  const { contact } = props;
  return (
    <>
      <div>
        <dt>{props.label}</dt>
        <dd data-testid={props.testId}>{contact ? phone(contact.phone) : (props.masked ?? '—')}</dd>
      </div>
      {contact ? (
        <div>
          <dt>{t('backoffice:contact.curp')}</dt>
          <dd>{contact.curp ?? '—'}</dd>
        </div>
      ) : null}
    </>
  );
}

/**
 * "Ver teléfono y CURP completos": posts `intent=contact`, an audited read; `clientId` names the
 * client on a page that is not the client's own (the manual queue's decision panel).
 */
export function ShowContactButton({ clientId }: { clientId?: number } = {}) {
  const t = useT();
  return (
    <form method="post">
      <input type="hidden" name="intent" value="contact" />
      {clientId === undefined ? null : <input type="hidden" name="clientId" value={clientId} />}
      <button type="submit" className="bo-button bo-button-secondary" title={t('backoffice:contact.audited')}>
        {t('backoffice:contact.show')}
      </button>
    </form>
  );
}
