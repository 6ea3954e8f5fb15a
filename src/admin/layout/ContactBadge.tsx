/**
 * The navbar's new-enquiry link (issue 12): for users with bbs:contact:list, the number of enquiries in state new,
 * refreshed every minute and whenever the contact page changes one (useContactCountStore); links to /bbs/contact.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { useAccess } from '@shared/auth/useAccess';
import { useContactCountStore } from '../stores/contactCount';
import './countBadge.css';
import './contactBadge.css';

export const CONTACT_POLL_MS = 60_000;

function Badge() {
  const { t } = useTranslation('admin');
  const count = useContactCountStore((s) => s.count);
  useEffect(() => {
    const { refresh } = useContactCountStore.getState();
    void refresh();
    const timer = setInterval(() => void refresh(), CONTACT_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Link to="/bbs/contact" className="admin-contact-badge" aria-label={t('navbar.newEnquiries', { count })}>
      <PhoneOutlined aria-hidden />
      {count > 0 && <span className="admin-count-badge" aria-hidden>{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}

export default function ContactBadge() {
  const { hasPermi } = useAccess();
  return hasPermi('bbs:contact:list') ? <Badge /> : null;
}
