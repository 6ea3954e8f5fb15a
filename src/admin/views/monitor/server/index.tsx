/**
 * 服务监控 (monitor/server/index): CPU, memory, the Node.js process (RuoYi's JVM card), the server, its disks and
 * the database, from GET /monitor/server.
 */
import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Progress, Row, Table } from 'antd';
import { useTranslation } from '@shared/i18n';
import { getServer } from '@shared/api/monitor/server';
import type { ServerDisk, ServerInfo } from '@shared/contract';
import { formatBytes } from '@shared/lib/bytes';
import { MonitorHeader, useMonitorData } from '../shared';

const d = (label: string, value: ReactNode) => <Descriptions.Item key={label} label={label}>{value}</Descriptions.Item>;

export default function ServerMonitor() {
  const { t } = useTranslation('admin-monitor');
  const { data, loading, reload } = useMonitorData<ServerInfo>(getServer);
  const card = (title: string, body: ReactNode) => (
    <Col xs={24} lg={12}>
      <Card title={title} size="small" loading={loading && !data} style={{ height: '100%' }}>{body}</Card>
    </Col>
  );
  const desc = (items: ReactNode) => <Descriptions bordered size="small" column={1}>{items}</Descriptions>;
  const s = data;
  return (
    <div className="app-container">
      <MonitorHeader title={t('server.title')} refresh={t('server.refresh')} onRefresh={reload} loading={loading} />
      {s && (
        <Row gutter={[16, 16]}>
          {card(t('server.cpu'), desc([
            d(t('server.cpuModel'), s.cpu.model),
            d(t('server.cpuNum'), s.cpu.cpuNum),
            d(t('server.cpuUser'), `${s.cpu.used}%`),
            d(t('server.cpuSys'), `${s.cpu.sys}%`),
            d(t('server.cpuFree'), `${s.cpu.free}%`),
            d(t('server.loadAvg'), s.cpu.loadAvg.join(' / ')),
          ]))}
          {card(t('server.mem'), desc([
            d(t('server.memTotal'), `${s.mem.total} GB`),
            d(t('server.memUsed'), `${s.mem.used} GB`),
            d(t('server.memFree'), `${s.mem.free} GB`),
            d(t('server.memUsage'), <Progress percent={s.mem.usage} size="small" status={s.mem.usage > 80 ? 'exception' : 'normal'} aria-label={t('server.memUsage')} />),
          ]))}
          {card(t('server.node'), desc([
            d(t('server.nodeVersion'), s.node.version),
            d(t('server.pid'), s.node.pid),
            d(t('server.startTime'), s.jvm.startTime),
            d(t('server.runTime'), s.jvm.runTime),
            d(t('server.heapUsed'), formatBytes(s.node.heapUsedBytes)),
            d(t('server.heapTotal'), formatBytes(s.node.heapTotalBytes)),
            d(t('server.heapMax'), `${s.jvm.max} MB`),
            d(t('server.rss'), formatBytes(s.node.rssBytes)),
            d(t('server.eventLoop'), t('server.eventLoopValue', s.node.eventLoop)),
          ]))}
          {card(t('server.sys'), desc([
            d(t('server.computerName'), s.sys.computerName),
            d(t('server.computerIp'), s.sys.computerIp),
            d(t('server.osName'), s.sys.osName),
            d(t('server.osArch'), s.sys.osArch),
            d(t('server.userDir'), s.sys.userDir),
          ]))}
          {card(t('server.db'), desc([
            d(t('server.dbKind'), s.db.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'),
            d(t('server.dbVersion'), s.db.version),
            d(t('server.dbSize'), formatBytes(s.db.sizeBytes)),
            s.db.connections != null
              ? d(t('server.dbConnections'), t('server.dbConnectionsValue', { n: s.db.connections, max: s.db.maxConnections ?? '-' }))
              : d(t('server.dbFile'), s.db.file),
          ]))}
          <Col xs={24}>
            <Card title={t('server.disks')} size="small">
              <Table<ServerDisk>
                aria-label={t('server.disksTable')}
                rowKey="dirName"
                size="small"
                pagination={false}
                dataSource={s.sysFiles}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: t('server.dirName'), dataIndex: 'dirName' },
                  { title: t('server.sysTypeName'), dataIndex: 'sysTypeName' },
                  { title: t('server.total'), dataIndex: 'total', align: 'right' },
                  { title: t('server.free'), dataIndex: 'free', align: 'right' },
                  { title: t('server.used'), dataIndex: 'used', align: 'right' },
                  { title: t('server.usage'), dataIndex: 'usage', align: 'right', render: (v: number) => `${v}%` },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
