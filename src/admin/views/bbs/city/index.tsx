/**
 * 城市管理 (bbs/city/index): the cities the public site filters by — filters by name, code and status; add / edit
 * (a unique code of letters and digits, longitude and latitude in range); delete many (the server refuses a city
 * that schools, posts, news, videos or red/black entries use, naming the count: unpublish it instead); export.
 */
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { cityAdminApi } from '@shared/api/bbs/admin-schools';
import { type BbsCity, type BbsCityForm, type BbsCityQuery, cityEntity } from '@shared/contract/entities';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { PublishTag, usePublishOptions } from '../schoolsCommon';

type Filters = Pick<BbsCityQuery, 'label' | 'value' | 'status'>;
const half = { xs: 24, sm: 12 } as const;

export default function CityPage() {
  const { t } = useTranslation('admin-bbs');
  const publish = usePublishOptions();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<BbsCityForm>();
  const rules = useFieldRules(cityEntity.body);
  const list = useListQuery<BbsCity, Filters>({ fetch: (q) => cityAdminApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(cityEntity, cityAdminApi),
    list,
    form,
    texts: { addTitle: t('city.addTitle'), editTitle: t('city.editTitle'), removeConfirm: (ids) => t('city.removeConfirm', { ids }) },
  });

  const columns: ListColumn<BbsCity>[] = [
    { key: 'cityId', title: t('city.cityId'), align: 'center', width: 90 },
    { key: 'label', title: t('city.label'), ellipsis: true },
    { key: 'labelEn', title: t('city.labelEn'), ellipsis: true },
    { key: 'value', title: t('city.value'), align: 'center', width: 110 },
    { key: 'lng', title: t('city.lng'), align: 'center', width: 110 },
    { key: 'lat', title: t('city.lat'), align: 'center', width: 110 },
    { key: 'sort', title: t('city.sort'), align: 'center', width: 90 },
    { key: 'status', title: t('city.status'), align: 'center', width: 100, render: (v: string) => <PublishTag value={v} /> },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="cityId"
      label={t('city.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-city"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('city.label')} name="label">
            <Input placeholder={t('city.labelPh')} allowClear />
          </Form.Item>
          <Form.Item label={t('city.value')} name="value">
            <Input placeholder={t('city.valuePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('city.status')} name="status">
            <Select placeholder={t('city.select')} allowClear options={publish} style={{ minWidth: 110 }} />
          </Form.Item>
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<BbsCityForm> {...crud.dialogProps} width={620} layout="vertical">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label={t('city.label')} name="label" rules={rules('label')}>
              <Input placeholder={t('city.labelPh')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('city.labelEn')} name="labelEn" rules={rules('labelEn')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('city.value')} name="value" rules={rules('value')} extra={t('city.valueHelp')}>
              <Input placeholder={t('city.valuePh')} maxLength={32} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('city.sort')} name="sort" rules={rules('sort')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('city.lng')} name="lng" rules={rules('lng')}>
              <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('city.lat')} name="lat" rules={rules('lat')}>
              <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('city.status')} name="status" rules={rules('status')}>
              <Radio.Group options={publish} />
            </Form.Item>
          </Col>
        </Row>
      </FormDialog>
    </ListPage>
  );
}
