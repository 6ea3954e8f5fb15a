/**
 * The forum's pages as the route table loads them: through this small chunk, so the list of the pages' own chunks
 * (antd's form parts, the editor) that Vite preloads with them is written here and not into the site's entry, which
 * every first load fetches.
 */
export const loadSendDiscussPage = () => import('./SendDiscussPage');

/** /message 留言板 (the CMS's message board) */
export const loadMessageBoardPage = () => import('../message/MessageBoardPage');
