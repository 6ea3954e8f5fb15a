/**
 * /notify (消息通知): the member's notices by type (全部 = '0', then MEMBER_NOTICE_TYPES), paged; unread ones are
 * marked (a dot and the word 未读, read by screen readers too). Opening one marks it read and follows its link;
 * 全部已读 marks the tab's notices read. The header's unread count is refreshed after each.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, message, Tabs } from 'antd';
import { useTranslation } from '@shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { listNotice, readAllNotice, updateNoticeReadStatus } from '@shared/api/member';
import type { MemberNoticeRow, MemberNoticeType } from '@shared/contract';
import { MEMBER_NOTICE_TYPES } from '@shared/contract/memberConstants';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useGo, useSiteLang } from '../../lib/useSiteLang';
import { codeLabel } from '../../lib/codes';
import { PagedList, shortTime, usePagedList } from './kit';
import { memberKeys } from './paths';
import { useUnread } from './unread';

type Tab = MemberNoticeType | '0';

function NoticeRows({ rows, tab }: { rows: MemberNoticeRow[]; tab: Tab }) {
  const { t } = useTranslation('site-member');
  const { lang, to } = useSiteLang();
  const go = useGo();
  const qc = useQueryClient();
  const open = async (n: MemberNoticeRow) => {
    if (!n.read) {
      try {
        await updateNoticeReadStatus(n.noticeId);
      } finally {
        void useUnread.getState().refresh();
        void qc.invalidateQueries({ queryKey: memberKeys.notices });
      }
    }
    if (n.link.startsWith('/')) go(n.link.startsWith('/en/') || n.link === '/en' ? n.link : to(n.link));
  };
  return (
    <>
      {rows.map((n) => {
        const type = MEMBER_NOTICE_TYPES.find((x) => x.value === n.noticeType);
        return (
          <li key={n.noticeId} className={`mc-row mc-notice${n.read ? '' : ' is-unread'}`} data-tab={tab}>
            <div className="mc-row__main">
              <button type="button" className="mc-notice__open" onClick={() => void open(n)}>
                {!n.read && (
                  <span className="mc-notice__unread">
                    <span className="mc-notice__dot" aria-hidden />
                    {t('notify.unread')}
                  </span>
                )}
                {!n.read && ' '}
                <span className="mc-row__title">{n.title}</span>
              </button>
              {n.content && <p className="mc-row__text">{n.content}</p>}
              <p className="mc-row__meta">
                {type && <span>{codeLabel(type, lang)}</span>}
                <span>{shortTime(n.createTime)}</span>
              </p>
            </div>
          </li>
        );
      })}
    </>
  );
}

function NoticeList({ tab }: { tab: Tab }) {
  const { t } = useTranslation('site-member');
  const list = usePagedList<MemberNoticeRow>([...memberKeys.notices, tab], (p) => listNotice(tab, p));
  return (
    <PagedList list={list} label={t('notify.listLabel')} empty={t('notify.empty')}>
      {(rows) => <NoticeRows rows={rows} tab={tab} />}
    </PagedList>
  );
}

export default function NotifyPage() {
  const { t } = useTranslation('site-member');
  const { lang } = useSiteLang();
  const qc = useQueryClient();
  const [tab, setTab] = useState<Tab>('0');
  const unread = useUnread((s) => s.count);
  useEffect(() => {
    void useUnread.getState().refresh();
  }, []);
  const [busy, setBusy] = useState(false);
  useDocumentMeta(t('menu.notify'));

  const readAll = async () => {
    setBusy(true);
    try {
      const res = await readAllNotice(tab);
      void message.success(res.msg || t('notify.allRead'));
    } finally {
      setBusy(false);
      void useUnread.getState().refresh();
      void qc.invalidateQueries({ queryKey: memberKeys.notices });
    }
  };

  const count = (type: Tab) => (type === '0' ? unread?.total : unread?.byType?.[type]) ?? 0;
  const tabLabel = (type: Tab, label: string) => {
    const n = count(type);
    return (
      <span>
        {label}
        {n > 0 && (
          <>
            <span aria-hidden>
              <Badge count={n} size="small" className="mc-tab-badge" />
            </span>
            <span className="sr-only">{t('notify.tabUnread', { count: n })}</span>
          </>
        )}
      </span>
    );
  };

  return (
    <section className="mc-card" aria-labelledby="mc-notify-title">
      <div className="mc-card__head">
        <h1 id="mc-notify-title">{t('menu.notify')}</h1>
        <Button onClick={() => void readAll()} loading={busy} disabled={count(tab) === 0}>
          {t('notify.readAll')}
        </Button>
      </div>
      <p className="mc-lead" role="status">
        {t('notify.unreadCount', { count: unread?.total ?? 0 })}
      </p>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        destroyOnHidden
        items={[
          { key: '0', label: tabLabel('0', t('notify.all')), children: <NoticeList tab="0" /> },
          ...MEMBER_NOTICE_TYPES.map((x) => ({ key: x.value, label: tabLabel(x.value, codeLabel(x, lang)), children: <NoticeList tab={x.value} /> })),
        ]}
      />
    </section>
  );
}
