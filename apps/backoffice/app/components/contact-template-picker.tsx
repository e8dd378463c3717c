import type { ContactTemplate } from '@lender/contracts';
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { useT } from '../i18n';
import { SelectField } from './form';

// Issue 66 (ADR 326): an outbound collection SMS, e-mail or WhatsApp carries only an approved
// template of its channel; the collector picks it by name and reads the text that is sent.

/** An outbound SMS, e-mail or WhatsApp names an approved template (a call or an inbound contact has none). */
export function needsTemplate(channel: string, direction: string): boolean {
  return direction === 'outbound' && channel !== 'call';
}

export function ContactTemplatePicker({
  templates,
  channel,
  typed,
  error,
}: {
  /** The approved templates (the loader reads no others). */
  templates: readonly ContactTemplate[];
  channel: string;
  /** The template typed before a refusal, chosen again. */
  typed: string | undefined;
  error: string | undefined;
}) {
  const t = useT();
  const mine = templates.filter((template) => template.channel === channel);
  const [chosen, setChosen] = useState<string>(typed ?? '');
  const selected = mine.find((template) => String(template.id) === chosen);
  if (mine.length === 0) {
    return (
      <div className="bo-stack">
        <SelectField
          label={t('backoffice:contactTemplates.picker.label')}
          name="templateId"
          options={[{ value: '', label: t('backoffice:contactTemplates.picker.none') }]}
          error={error}
        />
        <p className="bo-hint">
          <Link to="/collections/templates">{t('backoffice:contactTemplates.link')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="bo-stack">
      <SelectField
        label={t('backoffice:contactTemplates.picker.label')}
        name="templateId"
        value={selected ? chosen : ''}
        onChange={(event) => setChosen(event.target.value)}
        error={error}
        options={[
          { value: '', label: t('backoffice:contactTemplates.picker.choose') },
          ...mine.map((template) => ({
            value: String(template.id),
            label: `${template.name} · ${t(`backoffice:collections.channel.${template.channel}`)}`,
          })),
        ]}
      />
      {selected ? (
        <figure className="bo-field bo-field-wide">
          <figcaption>{t('backoffice:contactTemplates.picker.text')}</figcaption>
          <blockquote className="bo-card" aria-live="polite">
            {selected.body}
          </blockquote>
        </figure>
      ) : null}
    </div>
  );
}
