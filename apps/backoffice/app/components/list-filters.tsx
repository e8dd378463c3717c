import type { MessageKey } from '@lender/i18n';
import { useT } from '../i18n';
import { SelectField } from './form';

type Option = { value: string; label: string };

/** A filter of a list screen: a select with "any" first and the URL's value chosen. */
export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly Option[];
}) {
  const t = useT();
  return (
    <SelectField
      label={label}
      name={name}
      defaultValue={value ?? ''}
      options={[{ value: '', label: t('backoffice:app.any') }, ...options]}
    />
  );
}

/** Options the filters share: yes/no, and the statuses of a record kind in their words. */
export function useFilterOptions() {
  const t = useT();
  return {
    yesNo: [
      { value: 'true', label: t('backoffice:app.yes') },
      { value: 'false', label: t('backoffice:app.no') },
    ] as const satisfies readonly Option[],
    statuses: (kind: 'client' | 'loan', statuses: readonly number[]): Option[] =>
      statuses.map((status) => ({
        value: String(status),
        label: t(`backoffice:status.${kind}.${status}` as MessageKey),
      })),
  };
}
