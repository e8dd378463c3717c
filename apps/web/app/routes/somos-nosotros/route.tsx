import type { ContactCheckKind } from '@lender/contracts';
import { formatPhone } from '@lender/i18n';
import { Alert, NativeSelect, Stack } from '@lender/ui';
import type { ActionFunctionArgs } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { useId } from 'react';
import { ContentPage } from '../../components/ContentPage';
import { StepForm } from '../../components/FormShell';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { type ContactCheckResult, contactCheckAction } from './contact-check.server';

/**
 * What can be checked, as the contract names it: a literal here, so the page's JavaScript does not
 * carry the contracts package (and zod) for three words (the first-load budget).
 */
const CONTACT_CHECK_KINDS = ['phone', 'clabe', 'text'] as const satisfies readonly ContactCheckKind[];

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('common:contactCheck.title');

export const action = ({ request }: ActionFunctionArgs) => contactCheckAction(request);

/** Nothing to read: the loader is there for `clientLoader`, which waits for the page's words. */
export const loader = () => null;

/**
 * "¿Somos nosotros?" (issue 66, ADR 326): anyone checks whether a phone number, a CLABE or a
 * message is really the lender's before paying or giving data. A form that posts without
 * JavaScript; the answer is yes or no, never whose it is.
 */
export default function IsItUs() {
  const t = useT();
  const root = useRootData();
  const result = useActionData<typeof action>() as ContactCheckResult | undefined;
  const id = useId();
  const kindWord = result ? t(`common:contactCheck.kindWord.${result.kind}`) : '';
  return (
    <ContentPage title={t('common:contactCheck.title')} lead={t('common:contactCheck.lead')}>
      <Stack gap="4">
        {result && 'ours' in result ? (
          <Alert
            tone={result.ours ? 'success' : 'danger'}
            title={result.ours ? t('common:contactCheck.yes') : t('common:contactCheck.no')}
          >
            <p>
              {result.ours
                ? t('common:contactCheck.yesText', { kind: kindWord, company: root?.company.tradeName ?? '' })
                : t('common:contactCheck.noText', {
                    kind: kindWord,
                    phone: root ? formatPhone(root.contacts.cc.phone) : '',
                  })}
            </p>
          </Alert>
        ) : null}
        <StepForm
          submitLabel={t('common:contactCheck.submit')}
          formError={result && 'problem' in result ? t(`common:contactCheck.${result.problem}`) : undefined}
        >
          <NativeSelect
            name="kind"
            label={t('common:contactCheck.kind')}
            options={CONTACT_CHECK_KINDS.map((value) => ({
              value,
              label: t(`common:contactCheck.kinds.${value}`),
            }))}
            defaultValue={result?.kind ?? 'phone'}
            isRequired
          />
          <div className="rights-textarea">
            <label htmlFor={id}>{t('common:contactCheck.value')}</label>
            <span id={`${id}-hint`} className="native-file-hint">
              {t('common:contactCheck.valueHint')}
            </span>
            <textarea
              id={id}
              name="value"
              rows={3}
              maxLength={1000}
              required
              aria-describedby={`${id}-hint`}
              defaultValue={result?.value ?? ''}
            />
          </div>
        </StepForm>
      </Stack>
    </ContentPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
