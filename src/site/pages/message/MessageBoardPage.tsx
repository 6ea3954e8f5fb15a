/**
 * /message 留言板 (the CMS's message board, issue 12): members leave plain-text messages, newest first; the site's
 * editors answer under them from the admin. A member sees their own messages waiting for review (marked), and may
 * delete their own. Logged out, the box keeps the text and sending opens the login popup.
 */
import { useState } from 'react';
import { Button, message, Modal } from 'antd';
import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import { addBoardMessage, deleteBoardMessage, listBoardMessages } from '@shared/api/board';
import { resolveAvatar, useAuthStore } from '@shared/auth/store';
import { AUDIT_STATUS } from '@shared/contract/memberConstants';
import { type BoardMessage, MESSAGE_LIMITS } from '@shared/contract/messageConstants';
import { withAntd } from '../../components/AntdScope';
import { Pager } from '../../components/Pager';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { EmptyState, ListArea, ListSkeleton } from '../../kit/ListStates';
import { PageHead } from '../../kit/PageHead';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { useQueryState } from '../../kit/useQueryState';
import { withQueryScope } from '../../query/QueryScope';
import { DraftTextBox, type DraftTextBoxTexts } from '../forum/ReplyBox';
import '../../kit/directory.css';
import '../forum/forum.css';
import './message.css';

const boardKey = ['bbs', 'board'] as const;

function MessageItem({ m, onDelete }: { m: BoardMessage; onDelete(m: BoardMessage): void }) {
  const { t } = useTranslation('site-forum');
  return (
    <li className="dir-reply board-item" aria-label={t('board.itemLabel', { name: m.authorName })}>
      <p className="forum-reply__head">
        {m.avatar ? <img src={resolveAvatar(m.avatar)} alt="" width={24} height={24} className="forum-avatar" /> : <UserOutlined aria-hidden />}
        <strong>{m.authorName}</strong>
        <time dateTime={m.createTime.replace(' ', 'T')}>{m.createTime.slice(0, 16)}</time>
        {m.pending && <span className="dir-tag">{t('board.pending')}</span>}
      </p>
      <p className="board-text">{m.content}</p>
      {m.replyContent && (
        <div className="board-answer">
          <p className="forum-reply__head">
            <strong>{t('board.answerBy')}</strong>
            {m.replyTime && <time dateTime={m.replyTime.replace(' ', 'T')}>{m.replyTime.slice(0, 16)}</time>}
          </p>
          <p className="board-text">{m.replyContent}</p>
        </div>
      )}
      {m.mine && (
        <div className="forum-reply__tools">
          <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(m)}>
            {t('board.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

function MessageBoardPage() {
  const { t } = useTranslation('site-forum');
  useDocumentMeta(t('board.title'), t('board.lead'));
  const { page, size, update } = useQueryState();
  const me = useAuthStore((s) => (s.token ? s.userId : null));
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  // the caller matters: a member's own pending messages are in their answer
  const list = useDirectoryList([...boardKey, { page, size, me }], () => listBoardMessages({ pageNum: page, pageSize: size }));
  const rows = list.data?.rows ?? [];

  const texts: DraftTextBoxTexts = {
    placeholder: t('board.placeholder', { max: MESSAGE_LIMITS.content }),
    required: t('board.required'),
    tooLong: t('board.tooLong', { max: MESSAGE_LIMITS.content }),
    send: t('board.send'),
    loginToSend: t('board.loginToSend'),
    cancel: t('reply.cancel'),
    counter: (count, max) => t('reply.counter', { count, max }),
  };

  const sent = (pending: boolean) => {
    setNote(pending ? t('board.sentPending') : t('board.sent'));
    if (page !== 1) update({ page: 1 });
    void qc.invalidateQueries({ queryKey: boardKey });
  };

  const remove = (m: BoardMessage) =>
    Modal.confirm({
      title: t('board.deleteTitle'),
      content: t('board.deleteConfirm'),
      okText: t('board.delete'),
      okButtonProps: { danger: true },
      cancelText: t('reply.cancel'),
      onOk: () =>
        deleteBoardMessage(m.messageId)
          .then(() => {
            void message.success(t('board.deleted'));
            void qc.invalidateQueries({ queryKey: boardKey });
          })
          .catch(() => undefined),
    });

  return (
    <div className="site-container dir-page board-page">
      <PageHead title={t('board.title')} lead={t('board.lead')} />
      <section className="board-write" aria-labelledby="board-write-title">
        <h2 id="board-write-title">{t('board.writeTitle')}</h2>
        <DraftTextBox
          draftKey="dss-board-draft"
          label={t('board.boxLabel')}
          max={MESSAGE_LIMITS.content}
          texts={texts}
          send={async (content) => (await addBoardMessage(content)).data?.auditStatus === AUDIT_STATUS.PENDING}
          onSent={sent}
        />
        {note && (
          <p className="forum-done" role="status">
            {note}
          </p>
        )}
      </section>
      <ListArea
        loading={list.loading}
        initialLoading={list.initialLoading}
        empty={rows.length === 0}
        label={t('board.listLabel')}
        emptyState={<EmptyState title={t('board.empty')} />}
        skeleton={<ListSkeleton rows={4} variant="line" />}
      >
        <ol className="dir-replies board-list">
          {rows.map((m) => (
            <MessageItem key={m.messageId} m={m} onDelete={remove} />
          ))}
        </ol>
      </ListArea>
      <Pager pageNum={page} pageSize={size} total={list.data?.total ?? 0} onChange={(p, s) => update({ page: p, size: s })} label={t('board.pager')} />
    </div>
  );
}

export default withQueryScope(withAntd(MessageBoardPage));
