import { Modal } from 'antd';
import { useTranslation } from '@shared/i18n';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { withAntd } from '../../components/AntdScope';

/** The contact form in a dialog (the school detail's call to action). */
function ContactDialog({
  open,
  onClose,
  ...form
}: { open: boolean; onClose: () => void } & Omit<ContactFormProps, 'onDone'>) {
  const { t } = useTranslation('site-directory');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('contact.dialogTitle')} destroyOnHidden width={520}>
      <ContactForm {...form} onDone={onClose} autoFocus />
    </Modal>
  );
}

export default withAntd(ContactDialog);
