/** SubTable: a master form's editable sub rows (the code generator's master-sub dialog). */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { z } from 'zod';
import { SubTable } from '@admin/components/SubTable';
import { fieldRules } from '@admin/components/ListPage/entityPage';

interface Line {
  name?: string;
  qty?: number | null;
  kind?: string;
}
const body = z.object({ lines: z.array(z.object({ name: z.string().min(1, '名称不能为空'), qty: z.number().nullable().optional(), kind: z.string().optional() })).max(2, '最多2行') });

function Harness({ initial, onSave }: { initial: Line[]; onSave: (lines: Line[]) => void }) {
  const [form] = Form.useForm<{ lines: Line[] }>();
  return (
    <Form form={form} initialValues={{ lines: initial }} onFinish={(v) => onSave(v.lines)}>
      <Form.Item label="明细" name="lines" rules={fieldRules(body, 'lines', 'zh')}>
        <SubTable<Line>
          label="明细"
          texts={{ add: '添加', remove: '删除', row: (n) => `第 ${n} 行` }}
          newRow={() => ({ name: '' })}
          columns={[
            { key: 'name', title: '名称', required: true, input: <Input /> },
            { key: 'qty', title: '数量', input: <InputNumber /> },
            { key: 'kind', title: '种类', input: <Select options={[{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }]} /> },
          ]}
        />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

describe('SubTable', () => {
  it('adds rows, edits their cells, deletes the checked ones, and the form saves the list', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: Line[][] = [];
    render(<Harness initial={[{ name: '旧', qty: 1 }]} onSave={(l) => saved.push(l)} />);
    const table = screen.getByRole('table', { name: '明细' });
    expect(within(table).getByRole('textbox', { name: '名称 第 1 行' })).toHaveValue('旧');
    expect(screen.getByRole('button', { name: /删\s*除/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /添\s*加/ }));
    await user.type(within(table).getByRole('textbox', { name: '名称 第 2 行' }), '新');
    await user.type(within(table).getByRole('spinbutton', { name: '数量 第 2 行' }), '7');
    await user.click(within(table).getByRole('combobox', { name: '种类 第 2 行' }));
    await user.click((await screen.findAllByTitle('乙')).at(-1)!);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved.at(-1)).toEqual([{ name: '旧', qty: 1 }, { name: '新', qty: 7, kind: 'b' }]));

    // the rule runs over the whole list: a third row is one too many, an empty name is refused
    await user.click(screen.getByRole('button', { name: /添\s*加/ }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('最多2行')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: '第 1 行' }));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(within(table).getByRole('textbox', { name: '名称 第 1 行' })).toHaveValue('新');
    expect(within(table).queryByRole('textbox', { name: '名称 第 3 行' })).not.toBeInTheDocument();
    expect(await screen.findByText('名称不能为空')).toBeInTheDocument();
    await user.type(within(table).getByRole('textbox', { name: '名称 第 2 行' }), 'x');
    await waitFor(() => expect(screen.queryByText('名称不能为空')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved.at(-1)).toEqual([{ name: '新', qty: 7, kind: 'b' }, { name: 'x' }]));
    expect(screen.getByRole('button', { name: /删\s*除/ })).toBeDisabled();
  });
});
