import { Link } from '@lender/ui';
import { useT } from '../lib/i18n';

/** A page of the application or profile part: heading, lead, and the ways on. */
export function JourneyPage({ title, lead }: { title: string; lead?: string }) {
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      <p>
        <Link href="/flow">{t('common:flow.where')}</Link>
      </p>
    </main>
  );
}
