/** Shared setup of the forum tests: the bbs and member-forum mocks, a logged-in member, jsdom gaps of the editor. */
import { beforeEach } from 'vitest';
import { setToken } from '@shared/auth/token';
import { useAuthStore } from '@shared/auth/store';
import { server } from '../../../../mocks/server';
import { MEMBER_TOKEN } from '../../../../mocks/handlers';
import { bbsHandlers, resetBbsMocks } from '../../../../mocks/bbs';
import { memberForumHandlers, resetMemberForumMocks } from '../../../../mocks/member-forum';

// ProseMirror measures ranges when it scrolls the selection into view; jsdom has no layout
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();

export interface ForumCall {
  path: string;
  body: Record<string, unknown>;
}

/** Registers the handlers for each test; returns the (live) log of /bbs/submitweb calls. */
export function useForumMocks(): ForumCall[] {
  const calls: ForumCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    resetBbsMocks();
    resetMemberForumMocks();
    server.use(...memberForumHandlers, ...bbsHandlers);
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.includes('/bbs/submitweb/')) return;
      const entry: ForumCall = { path: url.pathname.split('/bbs/submitweb/')[1] ?? '', body: {} };
      calls.push(entry);
      void request
        .clone()
        .text()
        .then((t) => {
          if (t) entry.body = JSON.parse(t) as Record<string, unknown>;
        });
    });
  });
  return calls;
}

/** The member (user 100, 小明) is logged in: the token cookie as after a login; the header restores the rest. */
export function loginMember(): void {
  setToken(MEMBER_TOKEN);
  useAuthStore.setState({ token: MEMBER_TOKEN });
}
