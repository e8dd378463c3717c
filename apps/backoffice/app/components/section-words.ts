import { useT } from '../i18n';

/** Words with their values (`{ days: 30 }`), as a section's messages take them. */
export type Words = (key: string, params?: Record<string, string | number>) => string;

/**
 * The words of one section of the back-office catalogue: `w('title')` is
 * `backoffice:<section>.title`, and `choices('statuses', codes)` the options of a select, each
 * code in its words (`backoffice:<section>.statuses.<code>`).
 */
export function useSectionWords(section: 'complaints' | 'compliance' | 'privacy') {
  const t = useT();
  const w: Words = (key, params) => t(`backoffice:${section}.${key}` as never, params as never);
  const choices = (group: string, codes: readonly string[]) =>
    codes.map((value) => ({ value, label: w(`${group}.${value}`) }));
  return { w, choices };
}
