import { PhoneOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { PageHead } from '../../kit/PageHead';
import { ContactForm } from './ContactForm';
import { withAntd } from '../../components/AntdScope';
import '../../kit/directory.css';

/** /contact: the enquiry form on its own page (`?from=/school/detail/12` keeps the page it was opened from). */
function ContactPage() {
  const { t } = useTranslation('site-directory');
  const [params] = useSearchParams();
  const from = params.get('from');
  // only site paths count as a source
  const sourcePage = from && /^\/[\w\-/]*$/.test(from) ? from : '/contact';
  useDocumentMeta(t('contact.docTitle'), t('contact.description'));
  return (
    <div className="site-container dir-page dir-contact">
      <PageHead title={t('contact.title')} lead={t('contact.lead')} crumbs={[{ label: t('contact.title') }]} />
      <div className="dir-contact__grid">
        <div className="dir-contact__card">
          <ContactForm sourcePage={sourcePage} />
        </div>
        <aside className="dir-contact__aside" aria-label={t('contact.whyLabel')}>
          <ul>
            <li>
              <TeamOutlined aria-hidden />
              <span>{t('contact.why1')}</span>
            </li>
            <li>
              <PhoneOutlined aria-hidden />
              <span>{t('contact.why2')}</span>
            </li>
            <li>
              <SafetyCertificateOutlined aria-hidden />
              <span>{t('contact.why3')}</span>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

export default withAntd(ContactPage);
