/**
 * 通知公告 (system/notice/index): notices — filters by title, author and type; add / edit dialog with the rich-text
 * editor (the server sanitizes what it stores, the detail view sanitizes again when rendering); delete many; a title
 * opens the notice as readers see it; 阅读用户 lists who has read it.
 */
import { useState } from 'react';
import { Button, Form, Input, Radio, Select } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { noticeApi } from '@shared/api/system/notice';
import { noticeEntity } from '@shared/contract/entities';
import type { NoticeForm, NoticeQuery, SysNotice } from '@shared/contract';
import { DictTag } from '@shared/ui/DictTag';
import { RichTextEditor } from '@shared/ui/RichTextEditor';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import NoticeDetail from '../../../components/NoticeDetail/NoticeDetail';
import ReadUsers from './ReadUsers';

type Filters = Pick<NoticeQuery, 'noticeTitle' | 'createBy' | 'noticeType'>;

export default function NoticePage() {
  const { t } = useTranslation('admin-views');
  const { sys_notice_type: typeOptions, sys_notice_status: statusOptions } = useDict('sys_notice_type', 'sys_notice_status');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<NoticeForm>();
  const rules = useFieldRules(noticeEntity.body);
  const [shown, setShown] = useState<number | null>(null);
  const [readers, setReaders] = useState<SysNotice | null>(null);
  const list = useListQuery<SysNotice, Filters>({ fetch: (q) => noticeApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(noticeEntity, noticeApi),
    list,
    form,
    texts: { addTitle: t('notice.addTitle'), editTitle: t('notice.editTitle'), removeConfirm: (ids) => t('notice.removeConfirm', { ids }) },
    operationsWidth: 140,
    rowActions: (row, defaults) => [
      ...defaults,
      {
        key: 'readUsers',
        label: t('notice.readUsers'),
        icon: <TeamOutlined aria-hidden />,
        permi: noticeEntity.perms.list,
        onClick: () => setReaders(row),
      },
    ],
  });

  const columns: ListColumn<SysNotice>[] = [
    { key: 'noticeId', title: t('notice.noticeId'), align: 'center', width: 100 },
    {
      key: 'noticeTitle',
      title: t('notice.noticeTitle'),
      align: 'center',
      ellipsis: true,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setShown(row.noticeId)}>
          {row.noticeTitle}
        </Button>
      ),
    },
    { key: 'noticeType', title: t('notice.noticeType'), align: 'center', width: 110, render: (v: string) => <DictTag options={typeOptions} value={v} /> },
    { key: 'status', title: t('notice.status'), align: 'center', width: 100, render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'createBy', title: t('notice.creator'), align: 'center', width: 120 },
    { key: 'createTime', title: t('notice.createTime'), align: 'center', width: 120, render: (v: string | null) => formatTime(v, 'YYYY-MM-DD') },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="noticeId"
      label={t('notice.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-notice"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('notice.noticeTitle')} name="noticeTitle">
            <Input placeholder={t('notice.noticeTitlePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('notice.createBy')} name="createBy">
            <Input placeholder={t('notice.createByPh')} allowClear />
          </Form.Item>
          <Form.Item label={t('notice.typeFilter')} name="noticeType">
            <Select placeholder={t('notice.noticeTypePh')} allowClear options={dictSelectOptions(typeOptions)} style={{ minWidth: 160 }} />
          </Form.Item>
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<NoticeForm> {...crud.dialogProps} width={780}>
        <Form.Item label={t('notice.noticeTitle')} name="noticeTitle" rules={rules('noticeTitle')}>
          <Input placeholder={t('notice.noticeTitlePh')} maxLength={50} />
        </Form.Item>
        <Form.Item label={t('notice.noticeType')} name="noticeType" rules={rules('noticeType')}>
          <Select placeholder={t('notice.noticeTypeSelect')} options={dictSelectOptions(typeOptions)} />
        </Form.Item>
        <Form.Item label={t('notice.status')} name="status" rules={rules('status')}>
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>
        <Form.Item label={t('notice.content')} name="noticeContent" rules={rules('noticeContent')}>
          <RichTextEditor label={t('notice.content')} minHeight={192} />
        </Form.Item>
      </FormDialog>
      <NoticeDetail noticeId={shown} onClose={() => setShown(null)} />
      {readers && <ReadUsers notice={readers} onClose={() => setReaders(null)} />}
    </ListPage>
  );
}
