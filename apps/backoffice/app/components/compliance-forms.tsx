import { WATCHLIST_KINDS } from '@lender/contracts';
import { Form } from '@remix-run/react';
import { date } from '../format';
import type { ProducedReport } from '../routes/_app.compliance.server';
import { Field, FieldError, Notice, SelectField } from './form';

// The compliance screen's two forms (issue 50): the report of a worrying operation any working role
// raises, and the officer's periodic report with its download. The route (`_app.compliance.tsx`)
// gives them its words and what the last action answered.

interface FormWords {
  /** The compliance screen's words: `w('raise.title')` is `backoffice:compliance.raise.title`. */
  readonly w: (key: string, params?: Record<string, string | number>) => string;
  /** The field error of this form's last failed action, in words. */
  readonly fieldOf: (intent: string, name: string) => string | undefined;
  /** What was typed in this form when its action failed. */
  readonly typed: (name: string) => string | undefined;
}

/** "Reportar operación preocupante": a client and what worried the staff member. */
export function RaiseAlertSection({ w, fieldOf, typed, canRead }: FormWords & { readonly canRead: boolean }) {
  const descriptionError = fieldOf('raise', 'description');
  return (
    <section className="bo-card bo-stack" aria-labelledby="raise-title">
      <h2 id="raise-title">{w('raise.title')}</h2>
      {canRead ? <p className="bo-hint">{w('raise.intro')}</p> : null}
      <Form method="post" className="bo-stack" noValidate>
        <input type="hidden" name="intent" value="raise" />
        <Field
          label={w('raise.clientId')}
          name="clientId"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={w('raise.clientHint')}
          defaultValue={typed('clientId')}
          error={fieldOf('raise', 'clientId')}
        />
        <div className="bo-field">
          <label htmlFor="raise-description">{w('raise.description')}</label>
          <textarea
            id="raise-description"
            name="description"
            rows={4}
            maxLength={4000}
            required
            defaultValue={typed('description')}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? 'raise-description-error' : undefined}
          />
          <FieldError id="raise-description-error" error={descriptionError} />
        </div>
        <div>
          <button type="submit" className="bo-button bo-button-primary">
            {w('raise.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** "Generar reporte": the periodic report of a period, its figures, SHA-256 and download. */
export function ProduceReportSection({
  w,
  fieldOf,
  typed,
  produced,
}: FormWords & { readonly produced: ProducedReport['report'] | undefined }) {
  return (
    <section className="bo-card bo-stack" aria-labelledby="report-title">
      <h2 id="report-title">{w('report.title')}</h2>
      <p className="bo-hint">{w('report.intro')}</p>
      {produced ? (
        <Notice tone="success">
          <p>
            {w('report.done', {
              from: date(produced.from),
              to: date(produced.to),
              alerts: produced.alerts,
            })}
          </p>
          <p className="bo-hint">{w('report.sha256', { sha256: produced.sha256 })}</p>
          <p>
            <a
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(produced.content)}`}
              download={produced.fileName}
              className="bo-button"
            >
              {w('report.download', { fileName: produced.fileName })}
            </a>
          </p>
        </Notice>
      ) : null}
      <Form method="post" className="bo-filters" noValidate>
        <input type="hidden" name="intent" value="report" />
        <Field
          label={w('report.from')}
          name="from"
          type="date"
          required
          defaultValue={typed('from')}
          error={fieldOf('report', 'from')}
        />
        <Field
          label={w('report.to')}
          name="to"
          type="date"
          required
          defaultValue={typed('to')}
          error={fieldOf('report', 'to')}
        />
        <div>
          <button type="submit" className="bo-button bo-button-primary">
            {w('report.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * "Subir una versión de una lista": the officer's file (our CSV layout) for a list; it becomes a
 * version loaded by them (a file that clears a match waits for a second officer).
 */
export function UploadListSection({ w, fieldOf }: Omit<FormWords, 'typed'>) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="bo-card bo-form-card bo-mt-16"
      aria-labelledby="list-upload-title"
      aria-describedby="list-upload-hint"
    >
      <h3 id="list-upload-title">{w('lists.uploadTitle')}</h3>
      <p id="list-upload-hint" className="bo-hint">
        {w('lists.uploadHint')}
      </p>
      <div className="bo-form-row">
        <SelectField
          label={w('lists.list')}
          name="list"
          options={WATCHLIST_KINDS.map((list) => ({ value: list, label: w(`listNames.${list}`) }))}
        />
        <Field
          label={w('lists.file')}
          type="file"
          name="file"
          accept=".csv,text/csv"
          required
          error={fieldOf('upload', 'file')}
        />
        <button type="submit" name="intent" value="upload" className="bo-button bo-button-primary">
          {w('lists.upload')}
        </button>
      </div>
    </Form>
  );
}
