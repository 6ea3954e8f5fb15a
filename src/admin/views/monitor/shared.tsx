/** Helpers of the monitor pages (cache, server, data): cache titles and hit rates, a load-and-refresh hook, the page header. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { TFunction } from '@shared/i18n';

/** A cache name's title ('bbs_list:' → cache.names.bbs_list; ':' is the translator's namespace separator), else its remark. */
export function cacheLabel(t: TFunction, c: { cacheName: string; remark: string }): string {
  return t(`cache.names.${c.cacheName.replace(/:$/, '')}`, { defaultValue: c.remark });
}

/** hits / (hits + misses) as '87.5%', '-' when nothing was asked or the name counts nothing */
export function hitRate(c: { hits: number | null; misses: number | null }): string {
  if (c.hits == null || c.misses == null || c.hits + c.misses === 0) return '-';
  return `${((c.hits / (c.hits + c.misses)) * 100).toFixed(1)}%`;
}

/** Calls `load` on mount and on `reload()`; keeps the last answer while a reload runs. */
export function useMonitorData<T>(load: () => Promise<{ data?: T }>) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(() => {
    setLoading(true);
    load().then((res) => setData(res.data), () => undefined).finally(() => setLoading(false));
  }, [load]);
  useEffect(reload, [reload]);
  return { data, loading, reload };
}

/** The page's heading with a refresh button (and other actions). */
export function MonitorHeader({ title, refresh, onRefresh, loading, children }: {
  title: string; refresh: string; onRefresh(): void; loading: boolean; children?: ReactNode;
}) {
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
      <h2 style={{ margin: 0 }}>{title}</h2>
      <Space wrap>
        {children}
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={loading}>{refresh}</Button>
      </Space>
    </Space>
  );
}
