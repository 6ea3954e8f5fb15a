/**
 * The navbar's route search button. The dialog (and fuse.js) load when first opened, or when the pointer or focus
 * reaches the button, so the shell's own chunk stays small.
 */
import { lazy, Suspense, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

export default function HeaderSearch() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        className="admin-navbar__tool"
        aria-label={t('search.open')}
        title={t('search.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <SearchOutlined aria-hidden />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
