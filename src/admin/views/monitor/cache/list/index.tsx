/**
 * 缓存列表 (monitor/cache/list), RuoYi's three panes: the cache names (clear one: what it removes is said in the
 * confirm — all entries, expired rows only, or nothing for read-through names), a name's keys (delete one: a session
 * key logs that user out, said in the confirm), and a key's content. 清理全部 keeps live sessions.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Table } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { clearCacheAll, clearCacheKey, clearCacheName, getCacheValue, listCacheKey, listCacheName } from '@shared/api/monitor/cache';
import type { CacheNameInfo, SysCache } from '@shared/contract';
import { useFeedback } from '../../../../components/FormDialog/useFeedback';
import { cacheLabel, MonitorHeader, useMonitorData } from '../../shared';

export default function CacheList() {
  const { t } = useTranslation('admin-monitor');
  const { message, confirm } = useFeedback();
  const { data: names = [], loading, reload } = useMonitorData<CacheNameInfo[]>(listCacheName);
  const [current, setCurrent] = useState<CacheNameInfo | null>(null);
  const [keys, setKeys] = useState<string[]>([]);
  const [keysLoading, setKeysLoading] = useState(false);
  const [value, setValue] = useState<SysCache | null>(null);

  const label = (c: CacheNameInfo) => cacheLabel(t, c);

  const loadKeys = useCallback((c: CacheNameInfo | null) => {
    setCurrent(c);
    setValue(null);
    if (!c) return setKeys([]);
    setKeysLoading(true);
    listCacheKey(c.cacheName).then((res) => setKeys(res.data ?? []), () => setKeys([])).finally(() => setKeysLoading(false));
  }, []);
  useEffect(() => {
    // a refresh of the names keeps the chosen one's keys current
    if (current) loadKeys(names.find((n) => n.cacheName === current.cacheName) ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names]);

  const showValue = (key: string) => {
    if (!current) return;
    getCacheValue(current.cacheName, key).then((res) => setValue(res.data ?? null), () => setValue(null));
  };

  const clearName = async (c: CacheNameInfo) => {
    if (c.clearScope === 'none') {
      void message.info(t('cache.nothingToClear', { name: c.cacheName }));
      return;
    }
    if (!(await confirm(t(`cache.scope.${c.clearScope}`, { name: c.cacheName })))) return;
    await clearCacheName(c.cacheName).then(() => {
      void message.success(t('cache.clearedName', { name: c.cacheName }));
      reload();
    }, () => undefined);
  };

  const clearKey = async (key: string) => {
    if (!current) return;
    if (current.clearScope === 'none') {
      void message.info(t('cache.nothingToClear', { name: current.cacheName }));
      return;
    }
    const ask = current.keyEndsSession ? 'cache.confirmEndSession' : 'cache.confirmClearKey';
    if (!(await confirm(t(ask, { key })))) return;
    await clearCacheKey(key).then(() => {
      void message.success(t('cache.clearedKey', { key }));
      if (value?.cacheKey === key) setValue(null);
      loadKeys(current);
    }, () => undefined);
  };

  const clearAll = async () => {
    if (!(await confirm(t('cache.confirmClearAll')))) return;
    await clearCacheAll().then(() => {
      void message.success(t('cache.clearedAll'));
      reload();
    }, () => undefined);
  };

  return (
    <div className="app-container">
      <MonitorHeader title={t('cache.listTitle')} refresh={t('cache.refresh')} onRefresh={reload} loading={loading}>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void clearAll()}>{t('cache.clearAll')}</Button>
      </MonitorHeader>
      <Alert type="info" showIcon message={t('cache.noRedis')} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={t('cache.namesCard')} size="small">
            <Table<CacheNameInfo>
              aria-label={t('cache.namesTable')}
              rowKey="cacheName"
              size="small"
              loading={loading}
              dataSource={names}
              pagination={false}
              rowClassName={(c) => (c.cacheName === current?.cacheName ? 'ant-table-row-selected' : '')}
              onRow={(c) => ({ onClick: () => loadKeys(c), style: { cursor: 'pointer' } })}
              columns={[
                { title: t('cache.colName'), key: 'name', render: (_, c) => (
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                    onClick={(e) => { e.stopPropagation(); loadKeys(c); }}>
                    {label(c)} ({c.cacheName})
                  </Button>
                ) },
                { title: t('cache.colSize'), dataIndex: 'size', align: 'right', width: 70 },
                { title: t('cache.colAction'), key: 'action', width: 60, render: (_, c) => (
                  <Button type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('cache.clearName', { name: c.cacheName })}
                    disabled={c.clearScope === 'none'} onClick={(e) => { e.stopPropagation(); void clearName(c); }} />
                ) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('cache.keysCard')} size="small">
            {!current ? <p>{t('cache.pickName')}</p> : (
              <Table<{ key: string }>
                aria-label={t('cache.keysTable')}
                rowKey="key"
                size="small"
                loading={keysLoading}
                dataSource={keys.map((key) => ({ key }))}
                pagination={keys.length > 50 ? { pageSize: 50, size: 'small' } : false}
                locale={{ emptyText: t('cache.noKeys') }}
                onRow={(r) => ({ onClick: () => showValue(r.key), style: { cursor: 'pointer' } })}
                columns={[
                  { title: t('cache.colKey'), dataIndex: 'key', render: (k: string) => (
                    <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', wordBreak: 'break-all', textAlign: 'left' }}
                      onClick={(e) => { e.stopPropagation(); showValue(k); }}>
                      {current.cacheName && k.startsWith(current.cacheName) ? k.slice(current.cacheName.length) : k}
                    </Button>
                  ) },
                  { title: t('cache.colAction'), key: 'action', width: 60, render: (_, r) => (
                    <Button type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('cache.clearKey', { key: r.key })}
                      disabled={current.clearScope === 'none'} onClick={(e) => { e.stopPropagation(); void clearKey(r.key); }} />
                  ) },
                ]}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('cache.valueCard')} size="small">
            {!value ? <p>{current ? t('cache.pickKey') : t('cache.pickName')}</p> : (
              <Form layout="vertical" aria-label={t('cache.valueForm')}>
                <Form.Item label={t('cache.fieldName')} htmlFor="cache-value-name">
                  <Input id="cache-value-name" readOnly value={value.cacheName} />
                </Form.Item>
                <Form.Item label={t('cache.fieldKey')} htmlFor="cache-value-key">
                  <Input id="cache-value-key" readOnly value={value.cacheKey} />
                </Form.Item>
                <Form.Item label={t('cache.fieldValue')} htmlFor="cache-value-content">
                  <Input.TextArea id="cache-value-content" readOnly value={value.cacheValue} autoSize={{ minRows: 6, maxRows: 20 }} />
                </Form.Item>
              </Form>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
