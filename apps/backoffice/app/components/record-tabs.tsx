import type { MessageKey } from '@lender/i18n';
import { Link, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { Notice } from './form';

/** A refused action of a record, register or case page, over its actions: a conflict warns, anything else is an error. */
export function RecordFailure({ failure }: { failure: ActionFailure | undefined }) {
  const t = useT();
  if (!failure || failure.fields) return null;
  return (
    <Notice tone={failure.conflict ? 'warning' : 'danger'}>
      {failure.key ? t(failure.key, failure.params) : null}
    </Notice>
  );
}

/**
 * The tab bar and panel of a record page: each tab is a link to `?tab=…` (the rest of the URL
 * kept), the open one marked `aria-current="page"`, and the panel titled by it.
 */
export function RecordTabs<T extends string>({
  label,
  tabs,
  labels,
  current,
  extra,
  children,
}: {
  /** The navigation's name (the record's). */
  label: string;
  tabs: readonly T[];
  labels: Record<T, MessageKey>;
  current: T;
  /** Links after the tabs to pages of their own (the client's behaviour screen, issue 18). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const href = (next: T) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    return `?${search}`;
  };
  return (
    <>
      <nav aria-label={label}>
        <ul className="bo-tabs">
          {tabs.map((item) => (
            <li key={item}>
              <Link to={href(item)} aria-current={item === current ? 'page' : undefined} preventScrollReset>
                {t(labels[item])}
              </Link>
            </li>
          ))}
          {extra}
        </ul>
      </nav>
      <section aria-labelledby="tab-title">
        <h2 id="tab-title">{t(labels[current])}</h2>
        {children}
      </section>
    </>
  );
}
