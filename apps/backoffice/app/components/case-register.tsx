import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { date } from '../format';
import { SelectField, SubmitButton } from './form';
import { Badge } from './status';

// The screens of a register of cases and of a case (the collections queue and case, the UNE's
// complaints register and complaint, the ARCO requests and request): the register's filter form,
// its folio links and deadlines, the form that logs a new case and the case's header, written
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

/** A yes-or-no filter of the register (open, overdue): any, only yes, only no. */
export function YesNoFilter({
  label,
  name,
  value,
  any,
  yes,
  no,
}: {
  label: string;
  name: string;
  /** The filter as the URL has it: `'true'`, `'false'` or none. */
  value: string | undefined;
  any: string;
  yes: string;
  no: string;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      defaultValue={value ?? ''}
      options={[
        { value: '', label: any },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
    />
  );
}

/** A register's first cell: the case's folio, a link to the case, kept on one line. */
export function FolioCell({ to, folio }: { to: string; folio: string }) {
  return (
    <td className="bo-nowrap">
      <Link to={to}>{folio}</Link>
    </td>
  );
}

/** A case's deadline with its badge: overdue in red; on time, where the register says so. */
export function DueDate({
  due,
  overdue,
  words,
}: {
  due: string;
  overdue: boolean;
  words: { overdue: string; onTime?: string };
}) {
  return (
    <>
      {date(due)}{' '}
      {overdue ? (
        <Badge tone="danger">{words.overdue}</Badge>
      ) : words.onTime ? (
        <Badge tone="info">{words.onTime}</Badge>
      ) : null}
    </>
  );
}

/** The form under a register that logs a new case, for the roles that work the register. */
export function LogCaseForm({
  title,
  submit,
  children,
}: {
  title: string;
  /** The button's words. */
  submit: string;
  /** The case's fields. */
  children: ReactNode;
}) {
  return (
    <section className="bo-card bo-stack bo-mt-16" aria-labelledby="log-title">
      <h2 id="log-title">{title}</h2>
      <Form method="post" className="bo-stack" noValidate>
        {children}
        <SubmitButton label={submit} />
      </Form>
    </section>
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
