import { formatPhone } from '@lender/i18n';
import { Card } from '@lender/ui';
import { ContentPage } from '../../components/ContentPage';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { pageTitle } from '../../lib/titles';

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('common:contact.title');

export default function Contact() {
  const t = useT();
  const root = useRootData();
  if (!root) return null;
  const { cc, dc } = root.contacts;
  const { une } = root.company;
  const block = (title: string, text: string, c: { phone: string; email: string; hours?: string }) => (
    <Card title={title} level={2}>
      <p>{text}</p>
      <ul className="contact-list">
        <li>
          {t('common:footer.phone')}: <a href={`tel:+52${c.phone}`}>{formatPhone(c.phone)}</a>
        </li>
        <li>
          {t('common:footer.email')}: <a href={`mailto:${c.email}`}>{c.email}</a>
        </li>
        {c.hours ? <li>{t('common:footer.hours', { hours: c.hours })}</li> : null}
      </ul>
    </Card>
  );
  return (
    <ContentPage title={t('common:contact.title')} lead={t('common:contact.lead')}>
      <div className="cards">
        {block(t('common:footer.customerCare'), t('common:contact.cc'), cc)}
        {block(t('common:footer.collections'), t('common:contact.dc'), dc)}
        {block(t('common:footer.une'), t('common:contact.une'), une)}
      </div>
    </ContentPage>
  );
}
