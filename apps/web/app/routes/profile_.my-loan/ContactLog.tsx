import type { BorrowerContact } from '@lender/contracts';
import { formatDateTime } from '@lender/i18n';
import { Card, Stack } from '@lender/ui';
import { useT } from '../../lib/i18n';
import { SITE_PATHS } from '../../paths';

/**
 * The complaint form on "Mis derechos" filled in for one contact (issue 66): a claim about
 * collection practices on its loan, its description naming when, how and which agent.
 */
export function complaintHref(contact: BorrowerContact, description: string): string {
  const query = new URLSearchParams({
    kind: 'claim',
    cause: 'collection_practices',
    loanId: String(contact.loanId),
    description,
  });
  return `${SITE_PATHS.profileRights}?${query.toString()}#queja`;
}

/**
 * "Quién te contactó y cuándo" (issue 66, ADR 326): every collection contact on the borrower's loans,
 * newest first — when, the channel, which way, the agent's code, the message sent and the result —
 * each with a one-tap complaint to the UNE about it.
 */
export function ContactLog({ contacts = [] }: { contacts?: readonly BorrowerContact[] | undefined }) {
  const t = useT();
  return (
    <Card title={t('loan:contacts.title')}>
      <Stack gap="2">
        <p>{contacts.length > 0 ? t('loan:contacts.lead') : t('loan:contacts.empty')}</p>
        {contacts.length > 0 ? (
          <ul className="doc-list" aria-label={t('loan:contacts.caption')} data-testid="collection-contacts">
            {contacts.map((contact) => {
              const when = formatDateTime(contact.contactedAt);
              const channel = t(`loan:contacts.channel.${contact.channel}`);
              const description = t('loan:contacts.complaintText', {
                when,
                channel,
                agentCode: contact.agentCode,
                contractNumber: contact.contractNumber,
              });
              return (
                <li key={contact.id} data-contact={contact.id}>
                  <span>
                    <strong>{when}</strong> · {channel} · {t(`loan:contacts.direction.${contact.direction}`)}
                    <br />
                    {t('loan:contacts.agent')}: {contact.agentCode} · {t('loan:contacts.template')}:{' '}
                    {contact.template?.name ?? t('loan:contacts.noTemplate')}
                    <br />
                    {t('loan:contacts.resultLabel')}: {t(`loan:contacts.result.${contact.result}`)}
                  </span>
                  <a
                    href={complaintHref(contact, description)}
                    aria-label={t('loan:contacts.complainLabel', { when })}
                  >
                    {t('loan:contacts.complain')}
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </Stack>
    </Card>
  );
}
