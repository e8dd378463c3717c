import type { NameFieldDeclaration } from '@lender/contracts';
import { NameField } from '@lender/ui';
import { useT } from '../lib/i18n';

/**
 * The parts of the borrower's name, as the contracts declare them once (`NAME_FIELDS`, sent by the
 * page's loader so the browser carries no schema): each part's label is
 * `registration:details.<name>`, an optional part says so.
 */
export function NameFields({
  fields,
  values,
  errors,
}: {
  fields: readonly NameFieldDeclaration[];
  /** What each field shows: what was typed, else what is known. */
  values: Readonly<Record<string, string | null | undefined>>;
  errors: Readonly<Record<string, string | undefined>>;
}) {
  const t = useT();
  return (
    <>
      {fields.map((field) => {
        const label = t(`registration:details.${field.name as 'firstName'}`);
        return (
          <NameField
            key={field.name}
            name={field.name}
            label={field.required ? label : `${label} ${t('common:states.optional')}`}
            defaultValue={values[field.name] ?? ''}
            error={errors[field.name]}
            autoComplete={field.autoComplete}
            isRequired={field.required}
          />
        );
      })}
    </>
  );
}
