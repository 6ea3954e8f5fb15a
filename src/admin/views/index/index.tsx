/**
 * 统计报表 (/index): the figures of GET /monitor/stats/overview in full — accounts and content totals, logins
 * (success / fail) per day, new members per day, as charts (echarts on demand) and as tables of the numbers.
 */
import { useMemo } from 'react';
import { Alert, Button, Col, Empty, Row, Skeleton, Table } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, LineChartOutlined, PercentageOutlined, ReloadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import type { StatsOverview } from '@shared/contract';
import { Chart } from '../../components/Chart';
import { StatCard, countLineOption, loginsBarOption, sum, useStatsOverview } from '../../components/stats';
import '../../components/stats/stats.css';
import './report.css';

interface DayRow {
  date: string;
  success: number;
  fail: number;
  newMembers: number;
}

/** The per-day rows of the report table, newest first. */
export function dayRows(data: Pick<StatsOverview, 'logins' | 'newMembers'>): DayRow[] {
  const members = new Map(data.newMembers.map((d) => [d.date, d.count]));
  return data.logins.map((d) => ({ date: d.date, success: d.success, fail: d.fail, newMembers: members.get(d.date) ?? 0 })).reverse();
}

export default function StatisticsReport() {
  const { t } = useTranslation('admin-views');
  const stats = useStatsOverview();
  const data = stats.data;
  const loading = stats.loading && !data;
  const days = data?.days ?? 14;

  const names = useMemo(() => ({ success: t('stats.loginSuccess'), fail: t('stats.loginFail') }), [t]);
  const loginOption = useMemo(() => (data ? loginsBarOption(data.logins, names) : null), [data, names]);
  const memberOption = useMemo(() => (data ? countLineOption(data.newMembers, t('stats.newMembers')) : null), [data, t]);
  const rows = useMemo(() => (data ? dayRows(data) : []), [data]);
  const totals = useMemo(
    () => ({
      success: sum(rows.map((r) => r.success)),
      fail: sum(rows.map((r) => r.fail)),
      newMembers: sum(rows.map((r) => r.newMembers)),
    }),
    [rows],
  );
  const rate = totals.success + totals.fail > 0 ? Math.round((totals.success / (totals.success + totals.fail)) * 1000) / 10 : null;

  const accountRows = data
    ? [
        { key: 'members', label: t('stats.members'), value: data.members },
        { key: 'staff', label: t('stats.staff'), value: data.staff },
        { key: 'schoolAccounts', label: t('stats.schoolAccounts'), value: data.schoolAccounts },
        { key: 'online', label: t('stats.online'), value: data.online },
        { key: 'posts', label: t('stats.posts'), value: data.posts },
        { key: 'schools', label: t('stats.schools'), value: data.schools },
        { key: 'enquiries', label: t('stats.enquiries'), value: data.enquiries },
      ]
    : [];

  const chartFallback = <Empty description={t('stats.chartFailed')} />;

  return (
    <div className="admin-page admin-report">
      <div className="admin-panel__head">
        <h1 className="admin-report__title">
          <LineChartOutlined aria-hidden /> {t('report.title')}
        </h1>
        <div className="admin-report__actions">
          {data && <span className="admin-panel__meta">{t('stats.generatedAt', { time: data.generatedAt })}</span>}
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void stats.reload()} loading={stats.loading && !!data}>
            {t('action.refresh')}
          </Button>
        </div>
      </div>

      {stats.error && !data && (
        <Alert
          type="error"
          showIcon
          title={t('stats.loadFailed')}
          description={stats.error}
          className="admin-report__alert"
          action={
            <Button size="small" onClick={() => void stats.reload()}>
              {t('action.retry')}
            </Button>
          }
        />
      )}

      <section aria-label={t('report.summary', { days })} className="admin-stat-grid admin-report__summary">
        <StatCard label={t('report.totalSuccess', { days })} value={data ? totals.success : undefined} loading={loading} icon={<CheckCircleOutlined />} />
        <StatCard label={t('report.totalFail', { days })} value={data ? totals.fail : undefined} loading={loading} icon={<CloseCircleOutlined />} />
        <StatCard label={t('report.successRate')} value={rate} loading={loading} suffix="%" icon={<PercentageOutlined />} />
        <StatCard label={t('report.totalNewMembers', { days })} value={data ? totals.newMembers : undefined} loading={loading} icon={<UserAddOutlined />} />
      </section>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <section className="admin-panel" aria-labelledby="report-logins">
            <h2 id="report-logins" className="admin-panel__title admin-report__chart-title">
              {t('report.loginsTitle', { days })}
            </h2>
            {loginOption ? (
              <Chart option={loginOption} height={320} label={t('report.loginsChart', { days })} fallback={chartFallback} />
            ) : (
              <Skeleton.Node active className="admin-chart-skeleton" style={{ width: '100%', height: 320 }} />
            )}
          </section>
        </Col>
        <Col xs={24} xl={12}>
          <section className="admin-panel" aria-labelledby="report-members">
            <h2 id="report-members" className="admin-panel__title admin-report__chart-title">
              {t('report.membersTitle', { days })}
            </h2>
            {memberOption ? (
              <Chart option={memberOption} height={320} label={t('report.membersChart', { days })} fallback={chartFallback} />
            ) : (
              <Skeleton.Node active className="admin-chart-skeleton" style={{ width: '100%', height: 320 }} />
            )}
          </section>
        </Col>
        <Col xs={24} xl={14}>
          <section className="admin-panel" aria-labelledby="report-days">
            <h2 id="report-days" className="admin-panel__title admin-report__chart-title">
              {t('report.dailyTitle')}
            </h2>
            <Table<DayRow>
              aria-labelledby="report-days"
              rowKey="date"
              size="small"
              loading={loading}
              pagination={false}
              dataSource={rows}
              columns={[
                { key: 'date', dataIndex: 'date', title: t('report.date') },
                { key: 'success', dataIndex: 'success', title: t('stats.loginSuccess'), align: 'right' },
                { key: 'fail', dataIndex: 'fail', title: t('stats.loginFail'), align: 'right' },
                { key: 'newMembers', dataIndex: 'newMembers', title: t('stats.newMembers'), align: 'right' },
              ]}
              summary={() =>
                rows.length ? (
                  <Table.Summary.Row className="admin-report__total">
                    <Table.Summary.Cell index={0}>{t('report.total')}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      {totals.success}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      {totals.fail}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      {totals.newMembers}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                ) : null
              }
            />
          </section>
        </Col>
        <Col xs={24} xl={10}>
          <section className="admin-panel" aria-labelledby="report-accounts">
            <h2 id="report-accounts" className="admin-panel__title admin-report__chart-title">
              {t('report.accountsTitle')}
            </h2>
            <Table
              aria-labelledby="report-accounts"
              rowKey="key"
              size="small"
              loading={loading}
              pagination={false}
              dataSource={accountRows}
              columns={[
                { key: 'label', dataIndex: 'label', title: t('report.item') },
                {
                  key: 'value',
                  dataIndex: 'value',
                  title: t('report.count'),
                  align: 'right',
                  render: (v: number | null) => (v === null ? <span title={t('stats.notAvailable')}>—</span> : v),
                },
              ]}
            />
          </section>
        </Col>
      </Row>
    </div>
  );
}
