import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { FormDialog } from '@admin/components/FormDialog';

function Dialogs({ onCloseFirst, onCloseSecond }: { onCloseFirst(): void; onCloseSecond(): void }) {
  const [first] = Form.useForm();
  const [second] = Form.useForm();
  return (
    <App>
      <FormDialog open title="第一个" form={first} onSubmit={async () => undefined} onClose={onCloseFirst}>
        <Form.Item label="名称" name="name"><Input /></Form.Item>
        <Form.Item label="列表" name="list"><Input role="combobox" aria-expanded="true" /></Form.Item>
      </FormDialog>
      {/* rendered while closed, mounted after the open one: it holds the top of antd's Esc stack */}
      <FormDialog open={false} title="第二个" form={second} onSubmit={async () => undefined} onClose={onCloseSecond}>
        <Form.Item label="备注" name="remark"><Input /></Form.Item>
      </FormDialog>
    </App>
  );
}

describe('FormDialog and Esc', () => {
  it('Esc closes the open dialog although a closed one was rendered after it', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(<Dialogs onCloseFirst={first} onCloseSecond={second} />);
    fireEvent.keyDown(screen.getByLabelText('名称'), { key: 'Escape' });
    expect(first).toHaveBeenCalled();
  });

  it('Esc in an open select or picker (aria-expanded) is left to it: the dialog stays', () => {
    const first = vi.fn();
    render(<Dialogs onCloseFirst={first} onCloseSecond={vi.fn()} />);
    fireEvent.keyDown(screen.getByLabelText('列表'), { key: 'Escape' });
    expect(first).not.toHaveBeenCalled();
  });

  it('a key an IME is composing with is not Esc', () => {
    const first = vi.fn();
    render(<Dialogs onCloseFirst={first} onCloseSecond={vi.fn()} />);
    fireEvent.keyDown(screen.getByLabelText('名称'), { key: 'Escape', isComposing: true });
    expect(first).not.toHaveBeenCalled();
  });
});
