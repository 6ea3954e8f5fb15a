/** The member centre's tests: a logged-in member (the member token's cookie and store) and fresh mock state. */
import { beforeEach } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useAuthStore } from '@shared/auth/store';
import { MEMBER_TOKEN } from '../../../../mocks/server';
import { resetMemberMocks } from '../../../../mocks/member-centre';
import { resetUnread } from '@site/pages/member/unread';

beforeEach(() => {
  resetMemberMocks();
  resetUnread();
});

export function loginAsMember(): void {
  document.cookie = `Admin-Token=${MEMBER_TOKEN}; path=/`;
  useAuthStore.setState({ token: MEMBER_TOKEN });
}

/** The antd confirm dialog on screen (its own root). */
export async function confirmDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog');
}

/** Click a button of the open confirm dialog. */
export async function pressInDialog(dialog: HTMLElement, name: string | RegExp, click: (el: HTMLElement) => Promise<void>) {
  await click(within(dialog).getByRole('button', { name }));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}
