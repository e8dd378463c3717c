import { Card } from '@lender/ui';
import { ContentPage } from '../../components/ContentPage';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';

const WAYS = ['card', 'spei', 'cash'] as const;

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('common:howToPay.title');

export default function HowToPay() {
  const t = useT();
  return (
    <ContentPage title={t('common:howToPay.title')} lead={t('common:howToPay.lead')}>
      <div className="cards">
        {WAYS.map((way) => (
          <Card key={way} title={t(`common:howToPay.${way}.title`)} level={2}>
            <p>{t(`common:howToPay.${way}.text`)}</p>
            <p className="posting">{t(`common:howToPay.${way}.posting`)}</p>
          </Card>
        ))}
      </div>
      <h2>{t('common:howToPay.missing.title')}</h2>
      <p>{t('common:howToPay.missing.text')}</p>
    </ContentPage>
  );
}
