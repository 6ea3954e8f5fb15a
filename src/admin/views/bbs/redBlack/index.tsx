/**
 * 红黑榜 (bbs/redBlack/index): the red and black lists — filters by list, school name, city and status; add / edit
 * with the evidence (a dated reason in both languages, the sources as an editable list of title / English title /
 * https link; a published entry needs one); 下线 instead of delete (the server unpublishes and keeps every entry);
 * 历史 shows each recorded change.
 */
import { useEffect, useState } from 'react';
import { Button, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Space, Tag } from 'antd';
import { DeleteOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { redBlackAdminApi, schoolAdminApi } from '@shared/api/bbs/admin-schools';
import { type BbsRedBlack, type BbsRedBlackForm, type BbsRedBlackQuery, redBlackEntity } from '@shared/contract/entities';
import { localizeMessage } from '@shared/contract/kit';
import { RED_BLACK_LIMITS, RED_BLACK_MSG } from '@shared/contract/redBlack';
import { useLanguage } from '@shared/i18n';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, fieldError, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { PublishTag, useCityOptions, usePublishOptions } from '../schoolsCommon';
import RedBlackHistoryDrawer from './RedBlackHistory';

type Filters = Pick<BbsRedBlackQuery, 'listType' | 'schoolName' | 'cityCode' | 'status'>;
const half = { xs: 24, md: 12 } as const;

/** The schools to link an entry to (every school, newest list order). */
function useSchoolOptions(): { label: string; value: number }[] {
  const [options, setOptions] = useState<{ label: string; value: number }[]>([]);
  useEffect(() => {
    let live = true;
    schoolAdminApi
      .list({ pageSize: 500 })
      .then((res) => live && setOptions((res.rows ?? []).map((s) => ({ label: s.schoolName, value: s.schoolId }))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return options;
}

export default function RedBlackPage() {
  const { t } = useTranslation('admin-bbs');
  const [lang] = useLanguage();
  const cities = useCityOptions();
  const schools = useSchoolOptions();
  const publish = usePublishOptions();
  const listTypes = [
    { label: t('redBlack.red'), value: 'red' },
    { label: t('redBlack.black'), value: 'black' },
  ];
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<BbsRedBlackForm>();
  const rules = useFieldRules(redBlackEntity.body);
  const [historyOf, setHistoryOf] = useState<BbsRedBlack | null>(null);
  const list = useListQuery<BbsRedBlack, Filters>({ fetch: (q) => redBlackAdminApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(redBlackEntity, redBlackAdminApi),
    list,
    form,
    texts: { addTitle: t('redBlack.addTitle'), editTitle: t('redBlack.editTitle'), removeConfirm: (ids) => t('redBlack.removeConfirm', { ids }) },
    operationsWidth: 220,
    rowActions: (row, defaults) => [
      ...defaults.map((a) => (a.key === 'remove' ? { ...a, label: t('redBlack.unpublish') } : a)),
      { key: 'history', label: t('redBlack.history'), icon: <HistoryOutlined aria-hidden />, permi: redBlackEntity.perms.query, onClick: () => setHistoryOf(row) },
    ],
  });

  const columns: ListColumn<BbsRedBlack>[] = [
    { key: 'entryId', title: t('redBlack.entryId'), align: 'center', width: 90 },
    {
      key: 'listType',
      title: t('redBlack.listType'),
      align: 'center',
      width: 90,
      render: (v: string) => <Tag color={v === 'red' ? 'red' : 'default'}>{v === 'red' ? t('redBlack.red') : t('redBlack.black')}</Tag>,
    },
    { key: 'schoolName', title: t('redBlack.schoolName'), ellipsis: true, render: (v: string, row) => row.linkedSchoolName || v },
    { key: 'reason', title: t('redBlack.reason'), ellipsis: true },
    { key: 'reasonDate', title: t('redBlack.reasonDate'), align: 'center', width: 120 },
    { key: 'addedDate', title: t('redBlack.addedDate'), align: 'center', width: 120 },
    { key: 'sources', title: t('redBlack.sourceCount'), align: 'center', width: 90, render: (v: BbsRedBlack['sources']) => v.length },
    { key: 'status', title: t('redBlack.status'), align: 'center', width: 100, render: (v: string) => <PublishTag value={v} /> },
    crud.operationsColumn,
  ];

  /** the body's own check of the list, and a published entry needs a source (the server's rule, shown before saving) */
  const sourcesRule = {
    validator: async (_: unknown, value: unknown) => {
      const error = fieldError(redBlackEntity.body.shape.sources, value ?? [], lang);
      if (error) throw new Error(error);
      if (form.getFieldValue('status') !== '1' && (!Array.isArray(value) || value.length === 0)) {
        throw new Error(localizeMessage(RED_BLACK_MSG.noSource, lang));
      }
    },
  };

  return (
    <ListPage
      list={list}
      rowKey="entryId"
      label={t('redBlack.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-redBlack"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('redBlack.listType')} name="listType">
            <Select placeholder={t('redBlack.select')} allowClear options={listTypes} style={{ minWidth: 100 }} />
          </Form.Item>
          <Form.Item label={t('redBlack.schoolName')} name="schoolName">
            <Input placeholder={t('redBlack.schoolNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('redBlack.cityCode')} name="cityCode">
            <Select placeholder={t('redBlack.select')} allowClear showSearch optionFilterProp="label" options={cities} style={{ minWidth: 160 }} />
          </Form.Item>
          <Form.Item label={t('redBlack.status')} name="status">
            <Select placeholder={t('redBlack.select')} allowClear options={publish} style={{ minWidth: 110 }} />
          </Form.Item>
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<BbsRedBlackForm> {...crud.dialogProps} width={860} layout="vertical">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label={t('redBlack.listType')} name="listType" rules={rules('listType')}>
              <Radio.Group options={listTypes} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('redBlack.status')} name="status" rules={rules('status')}>
              <Radio.Group options={publish} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('redBlack.linkedSchool')} name="schoolId" rules={rules('schoolId')} extra={t('redBlack.linkedSchoolHelp')}>
              <Select allowClear showSearch optionFilterProp="label" options={schools} placeholder={t('redBlack.select')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('redBlack.cityCode')} name="cityCode" rules={rules('cityCode')}>
              <Select allowClear showSearch optionFilterProp="label" options={cities} placeholder={t('redBlack.select')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('redBlack.schoolName')} name="schoolName" rules={rules('schoolName')}>
              <Input maxLength={RED_BLACK_LIMITS.schoolName} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('redBlack.schoolNameEn')} name="schoolNameEn" rules={rules('schoolNameEn')}>
              <Input maxLength={RED_BLACK_LIMITS.schoolNameEn} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('redBlack.reason')} name="reason" rules={rules('reason')}>
              <Input.TextArea rows={3} maxLength={RED_BLACK_LIMITS.reason} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('redBlack.reasonEn')} name="reasonEn" rules={rules('reasonEn')}>
              <Input.TextArea rows={3} maxLength={RED_BLACK_LIMITS.reason} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('redBlack.reasonDate')} name="reasonDate" rules={rules('reasonDate')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('redBlack.addedDate')} name="addedDate" rules={rules('addedDate')} extra={t('redBlack.addedDateHelp')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('redBlack.sort')} name="sort" rules={rules('sort')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('redBlack.sources')}</Divider>
        <Form.List name="sources" rules={[sourcesRule]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, i) => (
                <Row gutter={8} key={field.key} role="group" aria-label={t('redBlack.sourceN', { n: i + 1 })} align="top">
                  <Col xs={24} md={7}>
                    <Form.Item label={t('redBlack.sourceTitle', { n: i + 1 })} name={[field.name, 'title']} rules={[{ required: true, message: localizeMessage(RED_BLACK_MSG.sourceTitle, lang) }]}>
                      <Input maxLength={RED_BLACK_LIMITS.sourceTitle} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={7}>
                    <Form.Item label={t('redBlack.sourceTitleEn', { n: i + 1 })} name={[field.name, 'titleEn']}>
                      <Input maxLength={RED_BLACK_LIMITS.sourceTitle} />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={8}>
                    <Form.Item
                      label={t('redBlack.sourceUrl', { n: i + 1 })}
                      name={[field.name, 'url']}
                      rules={[{ pattern: /^https:\/\/[^\s<>"]+$/i, message: t('redBlack.sourceUrlRule') }]}
                    >
                      <Input maxLength={RED_BLACK_LIMITS.sourceUrl} placeholder="https://" />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                    <Button aria-label={t('redBlack.removeSource', { n: i + 1 })} icon={<DeleteOutlined aria-hidden />} onClick={() => remove(field.name)} />
                  </Col>
                </Row>
              ))}
              <Space direction="vertical" style={{ width: '100%' }}>
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={fields.length >= RED_BLACK_LIMITS.sources}
                  onClick={() => add({ title: '', titleEn: '', url: '' })}
                >
                  {t('redBlack.addSource')}
                </Button>
                <Form.ErrorList errors={errors} />
              </Space>
            </>
          )}
        </Form.List>
      </FormDialog>
      {historyOf && <RedBlackHistoryDrawer entry={historyOf} onClose={() => setHistoryOf(null)} />}
    </ListPage>
  );
}
