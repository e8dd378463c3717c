import type { ClientConsent, ConsentKind } from '@lender/contracts';
import { Button, Card, Link } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useT } from '../../lib/i18n';
import { SITE_PATHS } from '../../paths';
import { PATHS } from '../../site-paths';

/** The documents accepted at registration and where to read the version in force. */
const DOCUMENTS = [
  ['terms_and_conditions', PATHS.terms],
  ['privacy_notice', PATHS.privacy],
  ['credit_bureau', PATHS.documents],
] as const satisfies readonly (readonly [ConsentKind, string])[];

/** The latest row of a kind (the consents come oldest first). */
const latest = (consents: readonly ClientConsent[], kind: ConsentKind) =>
  consents.filter((consent) => consent.kind === kind).at(-1);

/** The versions of the terms, the privacy notice and the credit-bureau authorization accepted, with dates. */
export function AcceptedDocuments({ consents }: { consents: readonly ClientConsent[] }) {
  const t = useT();
  return (
    <Card title={t('profile:rights.documents.title')}>
      <p>{t('profile:rights.documents.text')}</p>
      <dl className="facts rights-documents" data-testid="accepted-documents">
        {DOCUMENTS.map(([kind, href]) => {
          const accepted = consents.filter((consent) => consent.kind === kind && consent.accepted).at(-1);
          return (
            <div key={kind}>
              <dt>{t(`profile:consents.kind.${kind}`)}</dt>
              <dd>
                {accepted ? (
                  <>
                    {accepted.version
                      ? t('profile:rights.documents.version', { date: accepted.version })
                      : t('profile:rights.documents.noVersion')}
                    <br />
                    <span className="rights-meta">
                      {t('profile:rights.documents.accepted', { date: accepted.givenAt })}
                    </span>
                  </>
                ) : (
                  t('profile:consents.empty')
                )}
                <br />
                <Link href={href}>
                  {t('profile:rights.documents.read')}
                  <span className="visually-hidden"> {t(`profile:consents.kind.${kind}`)}</span>
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

/** The voluntary consents with their state and a withdrawal each; the contract's ones explained. */
export function Consents({
  consents,
  marketingOptIn,
}: {
  consents: readonly ClientConsent[];
  marketingOptIn: boolean;
}) {
  const t = useT();
  /** Given (since when), withdrawn after being given (when), or never given. */
  const stateText = (kind: ConsentKind, on: boolean, last: ClientConsent | undefined) => {
    if (on) {
      return last?.accepted
        ? t('profile:rights.consents.active', { date: last.givenAt })
        : t('profile:rights.consents.activeNoDate');
    }
    const given = consents.some((consent) => consent.kind === kind && consent.accepted);
    return last && !last.accepted && given
      ? t('profile:rights.consents.withdrawnOn', { date: last.givenAt })
      : t('profile:rights.consents.inactive');
  };
  const state = (kind: 'marketing' | 'behavioural_scoring') => {
    const last = latest(consents, kind);
    const on = kind === 'marketing' ? marketingOptIn : last?.accepted === true;
    return { on, last };
  };
  return (
    <Card title={t('profile:rights.consents.title')}>
      <p>{t('profile:rights.consents.text')}</p>
      <ul className="rights-list" data-testid="voluntary-consents">
        {(['marketing', 'behavioural_scoring'] as const).map((kind) => {
          const { on, last } = state(kind);
          return (
            <li key={kind} className="rights-item">
              <p>
                <strong>{t(`profile:consents.kind.${kind}`)}</strong>
              </p>
              <p className="rights-meta">{stateText(kind, on, last)}</p>
              {on ? (
                <Form method="post" replace>
                  <input type="hidden" name="kind" value={kind} />
                  <Button type="submit" variant="secondary" name="intent" value="withdraw">
                    {t('profile:rights.consents.withdraw')}
                    <span className="visually-hidden"> {t(`profile:consents.kind.${kind}`)}</span>
                  </Button>
                </Form>
              ) : kind === 'marketing' ? (
                <p>
                  <Link href={SITE_PATHS.profileNotifications}>{t('profile:rights.consents.optIn')}</Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="rights-meta">{t('profile:rights.consents.required')}</p>
    </Card>
  );
}
