import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';

// The screens of a register of cases and of a case (the collections queue and case, the UNE's
// complaints register and complaint): the register's filter form and the case's header, written
// once. Their loaders are `server/case-register.server.ts`'s.

/**
 * The register's filters: a GET form (the filters live in the URL), its fields, the button that
 * applies them and, when given, a link back to the unfiltered register.
 */
export function RegisterFilters({
  apply,
  clear,
  children,
}: {
  /** The button's words, also the form's name. */
  apply: string;
  clear?: { to: string; label: string };
  /** The filter fields. */
  children: ReactNode;
}) {
  return (
    <Form method="get" className="bo-filters" aria-label={apply}>
      {children}
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button-secondary">
          {apply}
        </button>
        {clear ? (
          <Link to={clear.to} className="bo-button bo-button-link">
            {clear.label}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * A case's header: the link back to its register, its title, its facts and, under them, what the
 * admin may do with it (claim, move on).
 */
export function CaseHeader({
  back,
  title,
  facts,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  /** The case's actions, when the role may work it. */
  children?: ReactNode;
}) {
  return (
    <>
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <section className="bo-record-header" aria-labelledby="case-title">
        <h1 id="case-title">{title}</h1>
        <dl className="bo-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </section>
    </>
  );
}
