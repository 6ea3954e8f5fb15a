/**
 * 阅读用户 (RuoYi notice/ReadUsers): who has read a notice, newest read first, searchable by login or user name,
 * paged (`GET /system/notice/readUsers/list`, `system:notice:list`).
 */
import { useState } from 'react';
import { Button, Input, Modal, Space, Table } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { listNoticeReadUsers } from '@shared/api/system/notice';
import type { NoticeReadUser } from '@shared/contract';
import { useListQuery } from '../../../components/ListPage';

export interface ReadUsersProps {
  notice: { noticeId: number; noticeTitle: string };
  onClose(): void;
}

export default function ReadUsers({ notice, onClose }: ReadUsersProps) {
  const { t } = useTranslation('admin-views');
  const [searchValue, setSearchValue] = useState('');
  const list = useListQuery<NoticeReadUser, { searchValue?: string }>({
    fetch: (q) => listNoticeReadUsers({ ...q, noticeId: notice.noticeId }),
  });
  const search = (value: string) => void list.search(value.trim() ? { searchValue: value.trim() } : {});

  return (
    <Modal open title={t('notice.readers.title', { title: notice.noticeTitle })} width={760} footer={null} onCancel={onClose}>
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input
            aria-label={t('notice.readers.searchPh')}
            placeholder={t('notice.readers.searchPh')}
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            value={searchValue}
            style={{ width: 220 }}
            onChange={(e) => {
              setSearchValue(e.target.value);
              if (!e.target.value) search('');
            }}
            onPressEnter={() => search(searchValue)}
          />
          <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={() => search(searchValue)}>
            {t('query.search')}
          </Button>
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => {
              setSearchValue('');
              search('');
            }}
          >
            {t('query.reset')}
          </Button>
        </Space>
        <span>{t('notice.readers.total', { count: list.total })}</span>
      </Space>
      <Table<NoticeReadUser>
        rowKey="userId"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ y: 340 }}
        columns={[
          {
            key: 'index',
            title: t('notice.readers.index'),
            width: 60,
            align: 'center',
            render: (_: unknown, _row, i) => (list.pageNum - 1) * list.pageSize + i + 1,
          },
          { key: 'userName', dataIndex: 'userName', title: t('notice.readers.userName'), align: 'center', ellipsis: true },
          { key: 'nickName', dataIndex: 'nickName', title: t('notice.readers.nickName'), align: 'center', ellipsis: true },
          { key: 'deptName', dataIndex: 'deptName', title: t('notice.readers.deptName'), align: 'center', ellipsis: true },
          { key: 'phonenumber', dataIndex: 'phonenumber', title: t('notice.readers.phonenumber'), align: 'center', width: 120 },
          { key: 'readTime', dataIndex: 'readTime', title: t('notice.readers.readTime'), align: 'center', width: 170 },
        ]}
        pagination={{
          current: list.pageNum,
          pageSize: list.pageSize,
          total: list.total,
          hideOnSinglePage: true,
          showSizeChanger: true,
          onChange: (page, size) => void list.setPage(page, size),
        }}
      />
    </Modal>
  );
}
