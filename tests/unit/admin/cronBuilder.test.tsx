import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { cronNextRuns, isValidCron, shanghaiText } from '@shared/cron';
import { antdLocale } from '@shared/i18n/antd';
import { CronBuilder } from '@admin/components/CronBuilder';
import { buildExpression, parseExpression, parseField, withField } from '@admin/components/CronBuilder/cronFields';

vi.setConfig({ testTimeout: 30000 });

describe('cron fields', () => {
  it('reads and rebuilds every Quartz form, seconds to years', () => {
    for (const e of ['0 0 2 * * ?', '0/10 * * * * ?', '0 15 10 ? * 6L', '0 15 10 ? * 2#3', '0 0 12 15W * ?', '0 0 0 L * ?', '0 0 8-18 ? * 2-6 2027', '5,10,15 * * * * ?']) {
      expect(buildExpression(parseExpression(e))).toBe(e);
    }
  });

  it('keeps day of month and day of week exclusive', () => {
    const s = parseExpression('0 0 2 * * ?');
    const byWeek = withField(s, 'week', parseField('week', '2-6'));
    expect(buildExpression(byWeek)).toBe('0 0 2 ? * 2-6');
    expect(buildExpression(withField(byWeek, 'day', parseField('day', '1')))).toBe('0 0 2 1 * ?');
  });

  it('reads weekdays the Quartz way (1 = Sunday) in Asia/Shanghai time', () => {
    const from = Date.parse('2026-03-02T00:00:00+08:00'); // a Monday
    expect(cronNextRuns('0 0 9 ? * 1', 1, from).map(shanghaiText)).toEqual(['2026-03-08 09:00:00']);
    expect(cronNextRuns('0 0 2 * * ?', 3, from).map(shanghaiText)).toEqual(['2026-03-02 02:00:00', '2026-03-03 02:00:00', '2026-03-04 02:00:00']);
    expect(isValidCron('* * * * *')).toBe(false);
    expect(isValidCron('0 0 2 * * ? 2099')).toBe(true);
  });
});

describe('cron builder', () => {
  const open = (value: string, onOk = vi.fn()) => {
    render(
      <ConfigProvider locale={antdLocale('zh')}>
        <App>
          <CronBuilder open value={value} onOk={onOk} onClose={() => undefined} />
        </App>
      </ConfigProvider>,
    );
    return onOk;
  };

  it('shows the next 5 run times and builds from the tabs (weekday and year)', async () => {
    const user = userEvent.setup({ delay: null });
    const onOk = open('0 0 2 * * ?');
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式生成器' });
    const runs = () => within(within(dialog).getByRole('list', { name: '最近5次运行时间' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(runs()).toHaveLength(5);
    for (const r of runs()) expect(r).toMatch(/^\d{4}-\d{2}-\d{2} 02:00:00$/);

    await user.click(within(dialog).getByRole('tab', { name: '周' }));
    await user.click(within(dialog).getByRole('radio', { name: /^周期从/ }));
    expect(within(dialog).getByLabelText('Cron 表达式')).toHaveValue('0 0 2 ? * 1-2');
    await user.click(within(dialog).getByRole('tab', { name: '年' }));
    await user.click(within(dialog).getByRole('radio', { name: /^每年/ }));
    expect(within(dialog).getByLabelText('Cron 表达式')).toHaveValue('0 0 2 ? * 1-2 *');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith('0 0 2 ? * 1-2 *');
  });

  it('says when the expression never runs again and refuses it', async () => {
    open('0 0 2 * * ? 2020-2021');
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式生成器' });
    expect(within(dialog).getByText('没有下一次运行时间')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /确\s*定/ })).toBeDisabled();
  });
});
