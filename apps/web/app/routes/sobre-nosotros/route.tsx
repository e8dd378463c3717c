import { ContentPage } from '../../components/ContentPage';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { pageTitle } from '../../lib/titles';

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('common:about.title');

export default function About() {
  const t = useT();
  const root = useRootData();
  return (
    <ContentPage
      title={t('common:about.title')}
      lead={t('common:about.lead', { company: root?.company.tradeName ?? '' })}
    >
      <h2>{t('common:about.whoTitle')}</h2>
      <p>{t('common:about.who', { legalName: root?.company.legalName ?? '' })}</p>
      <h2>{t('common:about.howTitle')}</h2>
      <p>{t('common:about.how')}</p>
      <h2>{t('common:about.promiseTitle')}</h2>
      <p>{t('common:about.promise')}</p>
    </ContentPage>
  );
}
