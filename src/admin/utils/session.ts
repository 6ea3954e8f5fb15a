/**
 * Session prompts of the admin shell: the logout confirm and the single "session expired" re-login confirm.
 * Both take antd's context-aware modal (`App.useApp().modal`) so they follow the theme and language.
 */
import type { App } from 'antd';
import { i18n } from '@shared/i18n';
import { onUnauthorized, resetUnauthorized } from '@shared/api/request';
import { useAuthStore } from '@shared/auth/store';
import { isBootstrapping, loginRedirect } from '../router/guard';
import { LOGIN_PATH } from '../lib/routes/staticRoutes';
import { appLocation, currentFullPath, withBasename } from './location';

export type ModalApi = ReturnType<typeof App.useApp>['modal'];

const t = (key: string, zh: string) => i18n.t(`admin:${key}`, { defaultValue: zh });

/** 退出登录: confirm, POST /logout, then a fresh login page (RuoYi: `location.href = '/index'`). */
export function confirmLogout(modal: ModalApi): void {
  modal.confirm({
    title: t('session.systemTip', '系统提示'),
    content: t('session.logoutConfirm', '确定注销并退出系统吗？'),
    okText: t('common.ok', '确定'),
    cancelText: t('common.cancel', '取消'),
    async onOk() {
      await useAuthStore.getState().logout();
      appLocation.assign(withBasename(LOGIN_PATH));
    },
  });
}

/**
 * Register the 401 prompt with the request layer: one confirm at a time (the request layer calls this at most once
 * until `resetUnauthorized()`, which runs when the box closes). 重新登录 clears the session locally and opens the login
 * page with a redirect back here. While the guard itself is loading the session, a 401 is the guard's to report.
 * Returns the unregister function.
 */
export function registerRelogin(modal: ModalApi): () => void {
  onUnauthorized(() => {
    if (isBootstrapping()) {
      resetUnauthorized();
      return;
    }
    modal.confirm({
      title: t('session.systemTip', '系统提示'),
      content: t('session.expired', '登录状态已过期，您可以继续留在该页面，或者重新登录'),
      okText: t('session.relogin', '重新登录'),
      cancelText: t('common.cancel', '取消'),
      onOk() {
        useAuthStore.getState().fedLogout();
        appLocation.assign(withBasename(loginRedirect(currentFullPath())));
      },
      // re-arm as soon as the user chose to stay (afterClose waits for the closing animation)
      onCancel: resetUnauthorized,
      afterClose: resetUnauthorized,
    });
  });
  return () => onUnauthorized(null);
}
