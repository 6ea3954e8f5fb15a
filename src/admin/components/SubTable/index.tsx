import { cloneElement, type ReactElement, useState } from 'react';
import { Button, Space, Table } from 'antd';

/** One editable column of a sub table: the row field, its header, and the input edited in each cell (Input, InputNumber, Select…). */
export interface SubTableColumn<R> {
  key: keyof R & string;
  title: string;
  /** shows the asterisk in the header (the check itself is the form rule's) */
  required?: boolean;
  input: ReactElement<{ value?: unknown; onChange?: (v: unknown) => void; 'aria-label'?: string }>;
  width?: number;
}

export interface SubTableProps<R extends object> {
  /** the form's value: the rows (Form.Item fills value and onChange) */
  value?: R[] | null;
  onChange?: (rows: R[]) => void;
  /** the table's accessible name */
  label: string;
  columns: SubTableColumn<R>[];
  /** a new empty row (添加) */
  newRow: () => R;
  texts: { add: string; remove: string; row: (n: number) => string };
}

/** The value of an input's change: an event's target value, or the value itself (InputNumber, Select). */
const changed = (v: unknown): unknown =>
  v !== null && typeof v === 'object' && 'target' in v ? (v as { target: { value: unknown } }).target.value : v;

/**
 * RuoYi's master-sub editing inside a form: the rows of a sub table, each cell an input, 添加 appends an empty row,
 * 删除 removes the checked rows. A controlled form field: the whole list is the value.
 */
export function SubTable<R extends object>({ value, onChange, label, columns, newRow, texts }: SubTableProps<R>) {
  const rows = value ?? [];
  const [checked, setChecked] = useState<number[]>([]);
  const set = (next: R[]) => onChange?.(next);
  const edit = (i: number, key: keyof R, v: unknown) => set(rows.map((r, j) => (j === i ? { ...r, [key]: changed(v) } : r)));
  const remove = () => {
    set(rows.filter((_, i) => !checked.includes(i)));
    setChecked([]);
  };
  const data = rows.map((r, i) => ({ ...r, __index: i }));
  type Shown = R & { __index: number };

  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Button type="primary" ghost size="small" onClick={() => set([...rows, newRow()])}>{texts.add}</Button>
        <Button danger size="small" disabled={checked.length === 0} onClick={remove}>{texts.remove}</Button>
      </Space>
      <Table<Shown>
        aria-label={label}
        size="small"
        rowKey="__index"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data as Shown[]}
        rowSelection={{
          selectedRowKeys: checked,
          onChange: (keys) => setChecked(keys.map(Number)),
          getCheckboxProps: (r) => ({ 'aria-label': texts.row(r.__index + 1) }) as object,
        }}
        columns={[
          { key: '__n', title: '#', width: 48, render: (_: unknown, r) => r.__index + 1 },
          ...columns.map((c) => ({
            key: c.key,
            title: c.required ? <span><span style={{ color: '#ff4d4f' }}>* </span>{c.title}</span> : c.title,
            width: c.width ?? 180,
            render: (_: unknown, r: Shown) =>
              cloneElement(c.input, {
                value: (r[c.key] as unknown) ?? undefined,
                onChange: (v: unknown) => edit(r.__index, c.key, v),
                'aria-label': `${c.title} ${texts.row(r.__index + 1)}`,
              }),
          })),
        ]}
      />
    </div>
  );
}
