/**
 * The forum's pages as the route table loads them: through this small chunk, so the list of the pages' own chunks
 * (antd's form parts, the editor) that Vite preloads with them is written here and not into the site's entry, which
 * every first load fetches.
 */
import { lazyPage } from '../../lib/lazyPage';

export const sendDiscussPage = lazyPage(() => import('./SendDiscussPage'), ['site-directory', 'site-forum']);

/** /message 留言板 (the CMS's message board) */
export const messageBoardPage = lazyPage(() => import('../message/MessageBoardPage'), ['site-directory', 'site-forum']);
