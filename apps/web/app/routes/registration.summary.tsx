import { formatDate, formatPhone } from '@lender/i18n';
import { Link } from '@lender/ui';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StepPage } from '../components/FormShell';
import { guardFlow } from '../lib/flow.server';
import { useT } from '../lib/i18n';
import { pathOf } from '../paths';

/** Spec §2 /registration/summary (step `otp_agreement`): what the borrower told us, with change links, then signing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, 'registration-summary___es');
  return data({ me }, { headers: await ctx.headers() });
}

export default function Summary() {
  const { me } = useLoaderData<typeof loader>();
  const t = useT();
  if (!me) return null;
  const name = [me.firstName, me.middleName, me.lastName, me.secondLastName].filter(Boolean).join(' ');
  const rows = [
    { label: t('registration:summary.name'), value: name, href: pathOf('profile___es') },
    {
      label: t('registration:details.birthDate'),
      value: me.birthDate ? formatDate(me.birthDate) : '—',
      href: pathOf('profile___es'),
    },
    {
      label: t('registration:details.phone'),
      value: formatPhone(me.info.mobilePhone.number),
      href: pathOf('profile-change-phone___es'),
    },
    {
      label: t('registration:details.email'),
      value: me.email ?? '—',
      href: pathOf('profile-change-email___es'),
    },
    {
      label: t('registration:bank.clabe'),
      value: me.bankAccountMasked ?? '—',
      href: pathOf('registration-debit-credit-card___es'),
    },
  ];
  return (
    <StepPage title={t('registration:summary.title')} lead={t('registration:summary.lead')}>
      <dl className="summary">
        {rows.map((row) => (
          <div key={row.label} className="summary-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd>
              <a href={row.href} className="text-link">
                {t('registration:summary.change')} <span className="visually-hidden">{row.label}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <Link variant="primary" href={pathOf('application-accepted___es')}>
        {t('registration:summary.submit')}
      </Link>
    </StepPage>
  );
}
