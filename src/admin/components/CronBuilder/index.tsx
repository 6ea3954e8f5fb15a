/**
 * The cron expression builder (RuoYi's Crontab dialog): a tab per Quartz field from seconds to years, each with
 * RuoYi's choices (every, range, step, specific values; day of month also "?", nearest weekday and last day; day of
 * week also "?", nth weekday and last weekday; year optional), the expression as built and its next 5 run times —
 * computed here in the browser with croner under the same rules as the server (`@shared/cron`, Asia/Shanghai).
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Checkbox, Input, InputNumber, Modal, Radio, Select, Space, Tabs, Typography } from 'antd';
import { useTranslation } from '@shared/i18n';
import { cronNextRuns, isValidCron, shanghaiText } from '@shared/cron';
import {
  buildExpression, CRON_FIELDS, type CronField, type CronState, FIELD_MODES, FIELD_RANGE, type FieldMode, type FieldState,
  parseExpression, withField,
} from './cronFields';

export interface CronBuilderProps {
  open: boolean;
  /** the expression to start from ('' = every second) */
  value?: string;
  onOk(expression: string): void;
  onClose(): void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function FieldTab({ field, state, onChange }: { field: CronField; state: FieldState; onChange(s: FieldState): void }) {
  const { t } = useTranslation('admin-monitor');
  const [min, max] = FIELD_RANGE[field];
  const unit = t(`cron.units.${field}`);
  const set = (patch: Partial<FieldState>) => onChange({ ...state, ...patch });
  const num = (key: 'from' | 'to' | 'start' | 'step' | 'day' | 'nth', label: string, lo = min, hi = max) => (
    <InputNumber size="small" min={lo} max={hi} value={state[key]} aria-label={label}
      onChange={(v) => set({ [key]: typeof v === 'number' ? v : lo })} />
  );
  const weekday = (label: string) => (
    <Select size="small" style={{ width: 90 }} aria-label={label} value={state.day} onChange={(v: number) => set({ day: v })}
      options={WEEKDAYS.map((d) => ({ value: d, label: t(`cron.weekdays.${d}`) }))} />
  );
  const values = field === 'year' ? [] : Array.from({ length: max - min + 1 }, (_, i) => min + i);

  const body: Record<FieldMode, ReactNode> = {
    every: t('cron.modes.every', { unit }),
    none: t('cron.modes.none'),
    omit: t('cron.modes.omit'),
    last: t('cron.modes.last'),
    range: <Space size={4} wrap>{t('cron.modes.rangeFrom')}{num('from', t('cron.aria.from', { unit }))}{t('cron.modes.rangeTo')}{num('to', t('cron.aria.to', { unit }))}{unit}</Space>,
    step: <Space size={4} wrap>{t('cron.modes.stepFrom')}{num('start', t('cron.aria.start', { unit }))}{t('cron.modes.stepEvery')}{num('step', t('cron.aria.step', { unit }), 1, max)}{t('cron.modes.stepUnit', { unit })}</Space>,
    nearWeekday: <Space size={4} wrap>{t('cron.modes.nearFrom')}{num('day', t('cron.aria.day'), 1, 31)}{t('cron.modes.nearTo')}</Space>,
    nth: <Space size={4} wrap>{t('cron.modes.nthFrom')}{num('nth', t('cron.aria.nth'), 1, 5)}{t('cron.modes.nthTo')}{weekday(t('cron.aria.weekday'))}</Space>,
    lastWeekday: <Space size={4} wrap>{t('cron.modes.lastWeekday')}{weekday(t('cron.aria.weekday'))}</Space>,
    list: (
      <Space direction="vertical" size={4}>
        {t('cron.modes.list')}
        <Checkbox.Group value={state.list} onChange={(v) => set({ mode: 'list', list: v as number[] })} aria-label={t('cron.aria.list', { unit })}
          options={values.map((v) => ({ value: v, label: field === 'week' ? t(`cron.weekdays.${v}`) : String(v).padStart(2, '0') }))} />
      </Space>
    ),
  };
  return (
    <Radio.Group value={state.mode} onChange={(e) => set({ mode: e.target.value as FieldMode })} aria-label={t('cron.aria.mode', { unit })}>
      <Space direction="vertical">
        {FIELD_MODES[field].map((mode) => (
          <Radio key={mode} value={mode}>{body[mode]}</Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

export function CronBuilder({ open, value, onOk, onClose }: CronBuilderProps) {
  const { t } = useTranslation('admin-monitor');
  const [state, setState] = useState<CronState>(() => parseExpression(value || '* * * * * ?'));
  useEffect(() => {
    if (open) setState(parseExpression(value || '* * * * * ?'));
  }, [open, value]);
  const expression = buildExpression(state);
  const valid = isValidCron(expression);
  const runs = useMemo(() => (valid ? cronNextRuns(expression, 5) : []), [expression, valid]);

  return (
    <Modal open={open} title={t('cron.title')} width={720} onCancel={onClose} okText={t('cron.ok')} cancelText={t('cron.cancel')}
      okButtonProps={{ disabled: runs.length === 0 }} onOk={() => onOk(expression)} destroyOnHidden>
      <Tabs
        items={CRON_FIELDS.map((field) => ({
          key: field,
          label: t(`cron.tabs.${field}`),
          children: <FieldTab field={field} state={state[field]} onChange={(s) => setState((st) => withField(st, field, s))} />,
        }))}
      />
      <div style={{ marginTop: 16 }}>
        <label htmlFor="cron-builder-expression">{t('cron.expression')}</label>
        <Input id="cron-builder-expression" readOnly value={expression} />
      </div>
      <div style={{ marginTop: 12 }} aria-live="polite">
        <Typography.Text strong>{t('cron.nextRuns')}</Typography.Text>
        {valid && runs.length ? (
          <ol aria-label={t('cron.nextRuns')}>{runs.map((ms) => <li key={ms}>{shanghaiText(ms)}</li>)}</ol>
        ) : (
          <Typography.Paragraph type="danger">{valid ? t('cron.never') : t('cron.invalid')}</Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}

export default CronBuilder;
