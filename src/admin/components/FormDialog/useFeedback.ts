import { useCallback, useMemo } from 'react';
import { App } from 'antd';
import { useTranslation } from '@shared/i18n';

/**
 * antd's context-aware message / modal (inside the shell's <App>) with RuoYi's `$modal.confirm`: resolves true on
 * 确定, false on 取消.
 */
export function useFeedback() {
  const { message, modal } = App.useApp();
  const { t } = useTranslation('admin-views');
  const confirm = useCallback(
    (content: string, title?: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: title ?? t('msg.systemTip'),
          content,
          okText: t('action.confirm'),
          cancelText: t('action.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  return useMemo(() => ({ message, modal, confirm }), [message, modal, confirm]);
}
