import { useId, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';

export interface QueryFormProps {
  form: FormInstance;
  /** shown or collapsed (RightToolbar's 隐藏/显示搜索) */
  show?: boolean;
  /** 搜索 (and Enter in a field) */
  onSearch(): void;
  /** 重置: the caller resets the fields and searches */
  onReset(): void;
  /** the Form.Items of the filters */
  children: ReactNode;
  /** for RightToolbar's aria-controls */
  id?: string;
  /** accessible name of the search landmark (default 搜索条件) */
  label?: string;
  initialValues?: Record<string, unknown>;
}

/**
 * The collapsible query form of a list page: an inline antd Form in a `search` landmark with 搜索 / 重置.
 * Collapsing animates the height and makes the form inert (not focusable, hidden from assistive technology); the
 * field values stay where they are.
 */
export function QueryForm({ form, show = true, onSearch, onReset, children, id, label, initialValues }: QueryFormProps) {
  const { t } = useTranslation('admin-views');
  // field ids are `<form name>_<field>`: unique per form, as several pages stay mounted (tags view)
  const name = `query${useId()}`;
  return (
    <div
      id={id}
      className={`admin-query${show ? '' : ' admin-query--collapsed'}`}
      aria-hidden={show ? undefined : true}
      inert={!show}
    >
      <div className="admin-query__inner">
        <Form
          form={form}
          name={name}
          layout="inline"
          role="search"
          aria-label={label ?? t('query.label')}
          className="admin-query__form"
          initialValues={initialValues}
          onFinish={() => onSearch()}
        >
          {children}
          <Form.Item className="admin-query__actions">
            <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
              {t('query.search')}
            </Button>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={onReset}>
              {t('query.reset')}
            </Button>
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}

export default QueryForm;
