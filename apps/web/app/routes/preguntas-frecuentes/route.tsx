import { ContentPage } from '../../components/ContentPage';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';

const QUESTIONS = ['cost', 'cat', 'requirements', 'time', 'extension', 'late', 'data', 'buro'] as const;

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('common:nav.faq');

export default function Faq() {
  const t = useT();
  return (
    <ContentPage title={t('common:nav.faq')} lead={t('common:faq.lead')}>
      {QUESTIONS.map((q) => (
        <section key={q} className="faq-item">
          <h2>{t(`common:faq.${q}.q`)}</h2>
          <p>{t(`common:faq.${q}.a`)}</p>
        </section>
      ))}
    </ContentPage>
  );
}
