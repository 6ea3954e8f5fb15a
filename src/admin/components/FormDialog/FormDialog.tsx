import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from '@shared/i18n';

export interface FormDialogProps<Values extends object> {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  /** called with the validated values; resolve to close the dialog, reject to keep it open (what was typed stays) */
  onSubmit(values: Values): Promise<unknown>;
  onClose(): void;
  children: ReactNode;
  width?: number;
  /** default 80 px labels on the left */
  labelWidth?: number;
  layout?: FormProps['layout'];
  okText?: string;
}

/**
 * An add / edit dialog with a form: 确定 validates and calls `onSubmit` (spinner meanwhile); a failed save keeps the
 * dialog open with the values as typed (the request layer has shown the server's message). The form stays mounted
 * while closed, so the page can fill it before opening.
 */
export function FormDialog<Values extends object>({
  open,
  title,
  form,
  onSubmit,
  onClose,
  children,
  width = 520,
  labelWidth = 90,
  layout = 'horizontal',
  okText,
}: FormDialogProps<Values>) {
  const { t } = useTranslation('admin-views');
  const [saving, setSaving] = useState(false);
  const name = `dialog${useId()}`;

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show their messages
    }
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // keep the dialog and the values
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      forceRender
      mask={{ closable: false }}
      // Esc is handled here, not by antd's Esc stack: a dialog kept rendered while closed holds a slot in that stack,
      // so with two such dialogs on a page its top can be a closed one and the open dialog would ignore Esc
      keyboard={false}
      wrapProps={{
        onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
          if (!open || e.key !== 'Escape' || e.nativeEvent.isComposing) return;
          // Esc in an open select or picker closes only its dropdown
          if ((e.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
          e.stopPropagation();
          onClose();
        },
      }}
      footer={[
        <Button key="ok" type="primary" loading={saving} onClick={() => void submit()}>
          {okText ?? t('action.confirm')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('action.cancel')}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name={name}
        layout={layout}
        labelCol={layout === 'horizontal' ? { flex: `${labelWidth}px` } : undefined}
        labelWrap
        onFinish={() => void submit()}
      >
        {children}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

export default FormDialog;
