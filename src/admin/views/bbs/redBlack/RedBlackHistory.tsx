/** 历史: the recorded changes of a red/black entry (`GET /bbs/redBlack/history/{id}`), newest first, in a drawer. */
import { useEffect, useState } from 'react';
import { Drawer, Table, Tag } from 'antd';
import { useTranslation } from '@shared/i18n';
import { listRedBlackHistory } from '@shared/api/bbs/admin-schools';
import type { BbsRedBlack, RedBlackHistory } from '@shared/contract/entities';
import { PublishTag } from '../schoolsCommon';

export interface RedBlackHistoryProps {
  entry: Pick<BbsRedBlack, 'entryId' | 'schoolName' | 'linkedSchoolName'>;
  onClose(): void;
}

const ACTION_COLORS: Record<RedBlackHistory['action'], string> = { add: 'blue', edit: 'gold', unpublish: 'default', publish: 'green' };

export default function RedBlackHistoryDrawer({ entry, onClose }: RedBlackHistoryProps) {
  const { t } = useTranslation('admin-bbs');
  const [rows, setRows] = useState<RedBlackHistory[] | null>(null);
  useEffect(() => {
    let live = true;
    listRedBlackHistory(entry.entryId)
      .then((res) => live && setRows(res.data ?? []))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [entry.entryId]);
  const title = t('redBlack.historyTitle', { name: entry.linkedSchoolName || entry.schoolName, id: entry.entryId });
  const snap = (r: RedBlackHistory, key: string) => String(r.snapshot[key] ?? '');
  return (
    <Drawer open title={title} size="large" onClose={onClose}>
      <Table<RedBlackHistory>
        aria-label={title}
        rowKey="historyId"
        size="small"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('redBlack.historyEmpty') }}
        columns={[
          { key: 'operTime', dataIndex: 'operTime', title: t('redBlack.operTime') },
          { key: 'operBy', dataIndex: 'operBy', title: t('redBlack.operBy') },
          { key: 'action', dataIndex: 'action', title: t('redBlack.action'), render: (v: RedBlackHistory['action']) => <Tag color={ACTION_COLORS[v]}>{t(`redBlack.actions.${v}`)}</Tag> },
          { key: 'status', title: t('redBlack.status'), render: (_: unknown, r) => <PublishTag value={snap(r, 'status')} /> },
          { key: 'reason', title: t('redBlack.reason'), render: (_: unknown, r) => snap(r, 'reason') },
          { key: 'sources', title: t('redBlack.sourceCount'), render: (_: unknown, r) => (Array.isArray(r.snapshot.sources) ? r.snapshot.sources.length : 0) },
        ]}
      />
    </Drawer>
  );
}
