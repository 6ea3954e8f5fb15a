/**
 * 缓存监控 (monitor/cache/index): no Redis here — the basic figures in RuoYi's `info` fields, every cache name with
 * its entries, hits, misses and size, and a hits chart of the in-process caches (echarts loads on demand, Chart).
 */
import { useMemo } from 'react';
import { Alert, Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from '@shared/i18n';
import { getCache } from '@shared/api/monitor/cache';
import type { CacheNameInfo, CacheOverview } from '@shared/contract';
import { Chart } from '../../../components/Chart';
import { formatBytes } from '@shared/lib/bytes';
import { cacheLabel, hitRate, MonitorHeader, useMonitorData } from '../shared';

const KIND_COLOR = { memory: 'blue', database: 'gold', readThrough: 'default' } as const;

export default function CacheMonitor() {
  const { t } = useTranslation('admin-monitor');
  const { data, loading, reload } = useMonitorData<CacheOverview>(getCache);
  const caches = data?.caches ?? [];
  const name = (c: CacheNameInfo) => cacheLabel(t, c);
  const memory = caches.filter((c) => c.kind === 'memory');
  const option = useMemo(() => ({
    tooltip: { trigger: 'axis' },
    legend: { data: [t('cache.chartHits'), t('cache.chartMisses')] },
    grid: { left: 48, right: 16, bottom: 32, top: 40 },
    xAxis: { type: 'category', data: memory.map((c) => cacheLabel(t, c)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('cache.chartHits'), type: 'bar', data: memory.map((c) => c.hits ?? 0) },
      { name: t('cache.chartMisses'), type: 'bar', data: memory.map((c) => c.misses ?? 0) },
    ],
  }), [memory, t]);
  const info = data?.info ?? {};
  return (
    <div className="app-container">
      <MonitorHeader title={t('cache.title')} refresh={t('cache.refresh')} onRefresh={reload} loading={loading} />
      <Alert type="info" showIcon message={t('cache.noRedis')} style={{ marginBottom: 16 }} />
      <Card title={t('cache.basic')} style={{ marginBottom: 16 }} loading={loading && !data}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('cache.engine')}>{info.redis_version}</Descriptions.Item>
          <Descriptions.Item label={t('cache.store')}>{info.redis_mode}</Descriptions.Item>
          <Descriptions.Item label={t('cache.uptimeDays')}>{info.uptime_in_days}</Descriptions.Item>
          <Descriptions.Item label={t('cache.sessions')}>{info.connected_clients}</Descriptions.Item>
          <Descriptions.Item label={t('cache.memory')}>{info.used_memory_human}</Descriptions.Item>
          <Descriptions.Item label={t('cache.heap')}>{info.maxmemory_human}</Descriptions.Item>
          <Descriptions.Item label={t('cache.hits')}>{info.keyspace_hits}</Descriptions.Item>
          <Descriptions.Item label={t('cache.misses')}>{info.keyspace_misses}</Descriptions.Item>
          <Descriptions.Item label={t('cache.entries')}>{data?.dbSize}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('cache.overview')} style={{ marginBottom: 16 }}>
        <Table<CacheNameInfo>
          aria-label={t('cache.overviewTable')}
          rowKey="cacheName"
          size="small"
          loading={loading}
          dataSource={caches}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('cache.colName'), key: 'name', render: (_, c) => <><span>{name(c)}</span> <code>{c.cacheName}</code></> },
            { title: t('cache.colKind'), key: 'kind', render: (_, c) => <Tag color={KIND_COLOR[c.kind]}>{t(`cache.kind.${c.kind}`)}</Tag> },
            { title: t('cache.colSize'), dataIndex: 'size', align: 'right' },
            { title: t('cache.colExpired'), dataIndex: 'expired', align: 'right', render: (v: number | null) => v ?? '-' },
            { title: t('cache.colHits'), dataIndex: 'hits', align: 'right', render: (v: number | null) => v ?? '-' },
            { title: t('cache.colMisses'), dataIndex: 'misses', align: 'right', render: (v: number | null) => v ?? '-' },
            { title: t('cache.colHitRate'), key: 'rate', align: 'right', render: (_, c) => hitRate(c) },
            { title: t('cache.colBytes'), dataIndex: 'bytes', align: 'right', render: (v: number | null) => formatBytes(v) },
          ]}
        />
      </Card>
      {memory.length > 0 && (
        <Card title={t('cache.chart')}>
          <Chart option={option} height={300} label={t('cache.chart')} fallback={<p>{t('cache.chartFallback')}</p>} />
        </Card>
      )}
    </div>
  );
}
