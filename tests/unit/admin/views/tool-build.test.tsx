import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetViewState, signInWith } from './helpers';
import { STORAGE_KEY } from '@admin/views/tool/build/model';
import type { BuildField } from '@admin/views/tool/build/generate';

const { default: FormBuilder } = await import('@admin/views/tool/build');

beforeEach(() => {
  resetViewState();
  signInWith();
  localStorage.clear();
});

const palette = () => screen.getByRole('navigation', { name: '组件' });
const canvas = () => screen.getByRole('region', { name: '画布' });
const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as BuildField[];

describe('form builder', () => {
  it('adds three fields by click and Enter, edits a label, exports the code', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<FormBuilder />, { path: '/tool/build' });
    await user.click(within(palette()).getByRole('button', { name: '单行文本' }));
    await user.click(within(palette()).getByRole('button', { name: '下拉选择' }));
    within(palette()).getByRole('button', { name: '日期选择' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/共 3 个字段/)).toBeInTheDocument();
    expect(within(canvas()).getAllByTestId('build-field')).toHaveLength(3);

    // the last added field is selected: edit the first one instead
    await user.click(within(canvas()).getByRole('button', { name: '选择 单行文本' }));
    const props = screen.getByRole('region', { name: '属性' });
    const labelInput = within(props).getByLabelText('标签');
    await user.clear(labelInput);
    await user.type(labelInput, '学生姓名');
    await user.click(within(props).getByRole('checkbox', { name: '必填' }));
    expect(within(canvas()).getByRole('button', { name: '选择 学生姓名' })).toBeInTheDocument();
    await waitFor(() => expect(saved()[0]).toMatchObject({ label: '学生姓名', required: true, type: 'input' }));

    await user.click(screen.getByRole('button', { name: '导出代码' }));
    const dialog = await screen.findByRole('dialog', { name: '导出代码' });
    const code = within(dialog).getByLabelText('GeneratedForm.tsx').textContent ?? '';
    expect(code).toContain('label={"学生姓名"} name={"field101"} rules={[{ required: true');
    expect(code).toContain('<Select');
    expect(code).toContain('<DatePicker />');
    expect(within(dialog).getByRole('button', { name: '下载 .tsx' })).toBeInTheDocument();
  });

  it('copies and deletes a field; the preview renders the live form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<FormBuilder />, { path: '/tool/build' });
    await user.click(within(palette()).getByRole('button', { name: '多选框组' }));
    await user.click(within(canvas()).getByRole('button', { name: '复制 多选框组' }));
    expect(await screen.findByText(/共 2 个字段/)).toBeInTheDocument();
    expect(saved().map((f) => f.name)).toEqual(['field101', 'field102']);
    await user.click(within(canvas()).getAllByRole('button', { name: '删除 多选框组' })[0]!);
    expect(await screen.findByText(/共 1 个字段/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /预\s*览/ }));
    const dialog = await screen.findByRole('dialog', { name: '预览' });
    expect(within(dialog).getByRole('checkbox', { name: '选项一 / Option 1' })).toBeInTheDocument();
  });

  it('restores the design from localStorage, and clear asks first', async () => {
    const field: BuildField = {
      id: 'x1', type: 'input', label: '家长电话', name: 'phone', placeholder: '', defaultValue: '', required: true,
      pattern: '^\\d{8,11}$', patternMessage: '电话格式不对', options: [], span: 12,
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify([field]));
    const user = userEvent.setup({ delay: null });
    renderPage(<FormBuilder />, { path: '/tool/build' });
    expect(within(canvas()).getByRole('button', { name: '选择 家长电话' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /清\s*空/ }));
    const ask = await screen.findByRole('dialog', { name: /清\s*空/ });
    expect(within(ask).getByText('确定清空画布上的所有字段吗？')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('画布已清空')).toBeInTheDocument();
    expect(await screen.findByText('从左侧点击或拖入组件')).toBeInTheDocument();
    await waitFor(() => expect(saved()).toEqual([]));
  });
});
