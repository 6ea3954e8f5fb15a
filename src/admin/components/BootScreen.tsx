import { useTranslation } from '@shared/i18n';
import './boot.css';

/** Shown while the first navigation loads (the guard fetching the user and the menus). */
export default function BootScreen() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-boot" role="status" aria-live="polite">
      <div className="admin-boot__spinner" aria-hidden="true" />
      <p>{t('boot.loading')}</p>
    </div>
  );
}
