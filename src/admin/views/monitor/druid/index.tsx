/**
 * 数据监控 (monitor/druid/index), RuoYi's Druid page without Druid: the database's own figures (every table's rows
 * and size) and the slowest queries this server process ran lately (GET /monitor/druid).
 */
import { Button, Card, Descriptions, Table, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { clearQueryLog, getDataMonitor } from '@shared/api/monitor/server';
import type { DataMonitor as DataMonitorData, SlowQuery, TableFigure } from '@shared/contract';
import { useFeedback } from '../../../components/FormDialog/useFeedback';
import { formatBytes } from '@shared/lib/bytes';
import { MonitorHeader, useMonitorData } from '../shared';

export default function DataMonitor() {
  const { t } = useTranslation('admin-monitor');
  const { message, confirm } = useFeedback();
  const { data, loading, reload } = useMonitorData<DataMonitorData>(getDataMonitor);
  const clear = async () => {
    if (!(await confirm(t('druid.confirmClearQueries')))) return;
    await clearQueryLog().then(() => {
      void message.success(t('druid.clearedQueries'));
      reload();
    }, () => undefined);
  };
  return (
    <div className="app-container">
      <MonitorHeader title={t('druid.title')} refresh={t('druid.refresh')} onRefresh={reload} loading={loading}>
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => void clear()}>{t('druid.clearQueries')}</Button>
      </MonitorHeader>
      <Card title={t('druid.summary')} size="small" style={{ marginBottom: 16 }} loading={loading && !data}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('druid.kind')}>{data?.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Descriptions.Item>
          <Descriptions.Item label={t('druid.queryCount')}>{data?.queries.count}</Descriptions.Item>
          <Descriptions.Item label={t('druid.meanMs')}>{data ? `${data.queries.meanMs} ms` : ''}</Descriptions.Item>
          <Descriptions.Item label={t('druid.slowMs')}>{data ? `${data.queries.slowMs} ms` : ''}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('druid.slowest')} size="small" style={{ marginBottom: 16 }}>
        <p>{t('druid.slowestHelp')}</p>
        <Table<SlowQuery>
          aria-label={t('druid.slowestTable')}
          rowKey={(q) => `${q.time}-${q.sql}`}
          size="small"
          loading={loading}
          pagination={false}
          dataSource={data?.queries.slowest ?? []}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('druid.ms'), dataIndex: 'ms', align: 'right', width: 100 },
            { title: t('druid.time'), dataIndex: 'time', width: 170 },
            { title: t('druid.sql'), dataIndex: 'sql', render: (sqlText: string, q) => (
              <span>
                {q.failed && <Tag color="error">{t('druid.failed')}</Tag>}
                <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{sqlText}</code>
              </span>
            ) },
          ]}
        />
      </Card>
      <Card title={t('druid.tables')} size="small">
        <Table<TableFigure>
          aria-label={t('druid.tablesTable')}
          rowKey="tableName"
          size="small"
          loading={loading}
          dataSource={data?.tables ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('druid.tableName'), dataIndex: 'tableName', sorter: (a, b) => a.tableName.localeCompare(b.tableName) },
            { title: t('druid.rows'), dataIndex: 'rows', align: 'right', sorter: (a, b) => a.rows - b.rows },
            { title: t('druid.bytes'), dataIndex: 'bytes', align: 'right', sorter: (a, b) => a.bytes - b.bytes, render: (v: number) => formatBytes(v) },
          ]}
        />
      </Card>
    </div>
  );
}
