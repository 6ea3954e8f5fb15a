/** Browser fullscreen toggle (screenfull); 你的浏览器不支持全屏 when the browser cannot. */
import { useEffect, useState } from 'react';
import { App } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import screenfull from 'screenfull';

export default function Screenfull() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [full, setFull] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const api = screenfull;
    const onChange = () => setFull(api.isFullscreen);
    api.on('change', onChange);
    return () => api.off?.('change', onChange);
  }, []);
  const label = full ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <button
      type="button"
      className="admin-navbar__tool"
      aria-label={label}
      title={label}
      aria-pressed={full}
      onClick={() => {
        if (!screenfull.isEnabled) {
          void message.warning(t('navbar.fullscreenUnsupported'));
          return;
        }
        void screenfull.toggle();
      }}
    >
      {full ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
    </button>
  );
}
