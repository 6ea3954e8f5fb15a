/** Shared setup of the forum tests: the bbs and member-forum mocks, a logged-in member, jsdom gaps of the editor. */
import { beforeEach } from 'vitest';
import { setToken } from '@shared/auth/token';
import { useAuthStore } from '@shared/auth/store';
import { server } from '../../../../mocks/server';
import { MEMBER_TOKEN } from '../../../../mocks/handlers';
import { bbsHandlers, resetBbsMocks } from '../../../../mocks/bbs';
import { memberForumHandlers, resetMemberForumMocks } from '../../../../mocks/member-forum';
import { logCalls, type ApiCall } from '../callLog';

// ProseMirror measures ranges when it scrolls the selection into view; jsdom has no layout
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();

/** Registers the handlers for each test; returns the (live) log of /bbs/submitweb calls. */
export function useForumMocks(): ApiCall[] {
  const calls: ApiCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    resetBbsMocks();
    resetMemberForumMocks();
    server.use(...memberForumHandlers, ...bbsHandlers);
    logCalls('/bbs/submitweb/', calls);
  });
  return calls;
}

/** The member (user 100, 小明) is logged in: the token cookie as after a login; the header restores the rest. */
export function loginMember(): void {
  setToken(MEMBER_TOKEN);
  useAuthStore.setState({ token: MEMBER_TOKEN });
}
