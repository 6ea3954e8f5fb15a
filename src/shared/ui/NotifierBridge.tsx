import { useEffect } from 'react';
import { App } from 'antd';
import { resetNotifier, setNotifier, TOAST_SECONDS } from '@shared/api/request';

/**
 * Render once inside antd's `<App>` (inside `<ConfigProvider theme={brandTheme} locale={useAntdLocale()}>`):
 * the request layer's toasts then use the context-aware `App.useApp()` API, so they follow the theme and
 * locale (antd's static `message` cannot). Renders nothing.
 */
export function NotifierBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    setNotifier({
      error: (msg) => void message.error({ content: msg, duration: TOAST_SECONDS }),
      warning: (msg) => void message.warning({ content: msg, duration: TOAST_SECONDS }),
      notify: (msg) => void notification.error({ title: msg, duration: TOAST_SECONDS }),
      loading: (msg) => message.loading({ content: msg, duration: 0 }),
    });
    return () => resetNotifier();
  }, [message, notification]);
  return null;
}

export default NotifierBridge;
