/**
 * 岗位管理 (system/post/index): posts — filters by code, name and status, add / edit dialog (the body's own rules and
 * messages), delete many (the server refuses a post a user holds and its message is shown), export to xlsx.
 */
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { postApi } from '@shared/api/system/post';
import { postEntity } from '@shared/contract/entities';
import type { PostForm, PostQuery, SysPost } from '@shared/contract';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';

type Filters = Pick<PostQuery, 'postCode' | 'postName' | 'status'>;

export default function PostPage() {
  const { t } = useTranslation('admin-views');
  const { sys_normal_disable: statusOptions } = useDict('sys_normal_disable');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<PostForm>();
  const rules = useFieldRules(postEntity.body);
  const list = useListQuery<SysPost, Filters>({ fetch: (q) => postApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(postEntity, postApi),
    list,
    form,
    texts: { addTitle: t('post.addTitle'), editTitle: t('post.editTitle'), removeConfirm: (ids) => t('post.removeConfirm', { ids }) },
  });

  const columns: ListColumn<SysPost>[] = [
    { key: 'postId', title: t('post.postId'), align: 'center', width: 100 },
    { key: 'postCode', title: t('post.postCode'), align: 'center', ellipsis: true },
    { key: 'postName', title: t('post.postName'), align: 'center', ellipsis: true },
    { key: 'postSort', title: t('post.postSortCol'), align: 'center', width: 100 },
    { key: 'status', title: t('post.status'), align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'createTime', title: t('post.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="postId"
      label={t('post.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-post"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('post.postCode')} name="postCode">
            <Input placeholder={t('post.postCodePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('post.postName')} name="postName">
            <Input placeholder={t('post.postNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('post.status')} name="status">
            <Select placeholder={t('post.statusPh')} allowClear options={dictSelectOptions(statusOptions)} />
          </Form.Item>
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<PostForm> {...crud.dialogProps}>
        <Form.Item label={t('post.postName')} name="postName" rules={rules('postName')}>
          <Input placeholder={t('post.postNamePh')} maxLength={50} />
        </Form.Item>
        <Form.Item label={t('post.postCode')} name="postCode" rules={rules('postCode')}>
          <Input placeholder={t('post.postCodePh')} maxLength={64} />
        </Form.Item>
        <Form.Item label={t('post.postSort')} name="postSort" rules={rules('postSort')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('post.formStatus')} name="status" rules={rules('status')}>
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>
        <Form.Item label={t('post.remark')} name="remark" rules={rules('remark')}>
          <Input.TextArea placeholder={t('post.remarkPh')} maxLength={500} rows={3} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
