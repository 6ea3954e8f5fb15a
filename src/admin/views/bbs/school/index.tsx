/**
 * 学校管理 (bbs/school/index): the schools of the public directory — filters by name (Chinese or English), type,
 * abroad, city and status; a long add / edit dialog in sections (基本信息 / English / 招生 / 图片) with the dict
 * selects, the intro editors and the cover and gallery uploads; delete many (the server refuses schools that posts,
 * videos, red/black entries or school accounts link: unpublish them instead); export; 学校账号 lists a school's
 * approved school accounts.
 */
import { useState } from 'react';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { schoolAdminApi } from '@shared/api/bbs/admin-schools';
import { type BbsSchool, type BbsSchoolForm, type BbsSchoolQuery, SCHOOL_IMAGES_MAX, schoolEntity } from '@shared/contract/entities';
import type { BodyOf } from '@shared/contract/kit';
import { DictTag } from '@shared/ui/DictTag';
import { ImageUpload } from '@shared/ui/ImageUpload';
import { RichTextEditor } from '@shared/ui/RichTextEditor';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { PublishTag, useCityOptions, usePublishOptions, useYesNoOptions } from '../schoolsCommon';
import SchoolAccounts from './SchoolAccounts';

type SchoolField = keyof BodyOf<typeof schoolEntity> & string;
type Filters = Pick<BbsSchoolQuery, 'schoolName' | 'schoolType' | 'abroad' | 'cityCode' | 'status'>;

/** the gallery is a list on the wire and a comma list in the upload */
const joinList = (v: unknown) => ({ value: Array.isArray(v) ? v.join(',') : v });
const half = { xs: 24, md: 12 } as const;

export default function SchoolPage() {
  const { t } = useTranslation('admin-bbs');
  const dicts = useDict('bbs_school_type', 'joinschooldict', 'recruitgradedict', 'existstunumsdict', 'application_difficulty', 'educational_stage');
  const typeOptions = dicts.bbs_school_type;
  const cities = useCityOptions();
  const publish = usePublishOptions();
  const yesNo = useYesNoOptions();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<BbsSchoolForm>();
  const rules = useFieldRules(schoolEntity.body);
  const [accountsOf, setAccountsOf] = useState<BbsSchool | null>(null);
  const list = useListQuery<BbsSchool, Filters>({ fetch: (q) => schoolAdminApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(schoolEntity, schoolAdminApi),
    list,
    form,
    texts: { addTitle: t('school.addTitle'), editTitle: t('school.editTitle'), removeConfirm: (ids) => t('school.removeConfirm', { ids }) },
    operationsWidth: 200,
    rowActions: (row, defaults) => [
      ...defaults,
      { key: 'accounts', label: t('school.accounts'), icon: <TeamOutlined aria-hidden />, permi: schoolEntity.perms.query, onClick: () => setAccountsOf(row) },
    ],
  });

  const cityLabel = (code: string | null) => (code ? (cities.find((c) => c.value === code)?.label ?? code) : '');
  const columns: ListColumn<BbsSchool>[] = [
    { key: 'schoolId', title: t('school.schoolId'), align: 'center', width: 90 },
    {
      key: 'schoolName',
      title: t('school.schoolName'),
      ellipsis: true,
      render: (_: unknown, row) => (
        <span>
          {row.schoolName}
          {row.schoolNameEn ? <span className="dss-school-en" style={{ display: 'block', color: 'rgba(0,0,0,.6)' }}>{row.schoolNameEn}</span> : null}
        </span>
      ),
    },
    { key: 'schoolType', title: t('school.schoolType'), align: 'center', width: 110, render: (v: string) => <DictTag options={typeOptions} value={v} /> },
    { key: 'cityCode', title: t('school.cityCode'), align: 'center', width: 130, render: (v: string | null) => cityLabel(v) },
    { key: 'abroad', title: t('school.abroad'), align: 'center', width: 80, render: (v: string) => (v === '1' ? t('school.common.yes') : t('school.common.no')) },
    { key: 'status', title: t('school.status'), align: 'center', width: 100, render: (v: string) => <PublishTag value={v} /> },
    { key: 'sort', title: t('school.sort'), align: 'center', width: 90 },
    { key: 'updateTime', title: t('school.updateTime'), align: 'center', width: 120, render: (v: string | null, row) => formatTime(v ?? row.createTime, 'YYYY-MM-DD') },
    crud.operationsColumn,
  ];

  const text = (name: SchoolField, label: string, max: number) => (
    <Col {...half}>
      <Form.Item label={label} name={name} rules={rules(name)}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );
  const dictSelect = (name: SchoolField, label: string, type: keyof typeof dicts, multiple = false) => (
    <Col {...half}>
      <Form.Item label={label} name={name} rules={rules(name)}>
        <Select mode={multiple ? 'multiple' : undefined} allowClear={!multiple} options={dictSelectOptions(dicts[type])} placeholder={t('school.select')} />
      </Form.Item>
    </Col>
  );

  return (
    <ListPage
      list={list}
      rowKey="schoolId"
      label={t('school.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-school"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('school.schoolName')} name="schoolName">
            <Input placeholder={t('school.schoolNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('school.schoolType')} name="schoolType">
            <Select placeholder={t('school.select')} allowClear options={dictSelectOptions(typeOptions)} style={{ minWidth: 140 }} />
          </Form.Item>
          <Form.Item label={t('school.abroad')} name="abroad">
            <Select placeholder={t('school.select')} allowClear options={yesNo} style={{ minWidth: 100 }} />
          </Form.Item>
          <Form.Item label={t('school.cityCode')} name="cityCode">
            <Select placeholder={t('school.select')} allowClear showSearch optionFilterProp="label" options={cities} style={{ minWidth: 160 }} />
          </Form.Item>
          <Form.Item label={t('school.status')} name="status">
            <Select placeholder={t('school.select')} allowClear options={publish} style={{ minWidth: 110 }} />
          </Form.Item>
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<BbsSchoolForm> {...crud.dialogProps} width={900} layout="vertical">
        <Divider titlePlacement="start">{t('school.sectionBasic')}</Divider>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label={t('school.schoolName')} name="schoolName" rules={rules('schoolName')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {dictSelect('schoolType', t('school.schoolType'), 'bbs_school_type')}
          {text('country', t('school.country'), 50)}
          {text('province', t('school.province'), 50)}
          {text('city', t('school.city'), 50)}
          <Col {...half}>
            <Form.Item label={t('school.cityCode')} name="cityCode" rules={rules('cityCode')}>
              <Select allowClear showSearch optionFilterProp="label" options={cities} placeholder={t('school.select')} />
            </Form.Item>
          </Col>
          {text('address', t('school.address'), 255)}
          {text('website', t('school.website'), 255)}
          <Col xs={12} md={6}>
            <Form.Item label={t('school.abroad')} name="abroad" rules={rules('abroad')}>
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('school.boarding')} name="boarding" rules={rules('boarding')}>
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('school.status')} name="status" rules={rules('status')}>
              <Radio.Group options={publish} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('school.sort')} name="sort" rules={rules('sort')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('school.intro')} name="intro" rules={rules('intro')}>
          <RichTextEditor label={t('school.intro')} minHeight={160} />
        </Form.Item>

        <Divider titlePlacement="start">{t('school.sectionEnglish')}</Divider>
        <Row gutter={16}>
          {text('schoolNameEn', t('school.schoolNameEn'), 200)}
          {text('countryEn', t('school.countryEn'), 50)}
          {text('provinceEn', t('school.provinceEn'), 50)}
          {text('cityEn', t('school.cityEn'), 50)}
          {text('addressEn', t('school.addressEn'), 255)}
          {text('curriculumEn', t('school.curriculumEn'), 200)}
          {text('tuitionEn', t('school.tuitionEn'), 100)}
        </Row>
        <Form.Item label={t('school.introEn')} name="introEn" rules={rules('introEn')}>
          <RichTextEditor label={t('school.introEn')} minHeight={160} />
        </Form.Item>

        <Divider titlePlacement="start">{t('school.sectionAdmission')}</Divider>
        <Row gutter={16}>
          {text('curriculum', t('school.curriculum'), 200)}
          {text('tuition', t('school.tuition'), 100)}
          <Col xs={12} md={8}>
            <Form.Item label={t('school.tuitionMin')} name="tuitionMin" rules={rules('tuitionMin')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={t('school.tuitionMax')} name="tuitionMax" rules={rules('tuitionMax')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('school.currency')} name="currency" rules={rules('currency')}>
              <Input maxLength={3} placeholder="HKD" />
            </Form.Item>
          </Col>
          {dictSelect('grades', t('school.grades'), 'recruitgradedict', true)}
          {dictSelect('educationalStage', t('school.educationalStage'), 'educational_stage', true)}
          {dictSelect('joinMethod', t('school.joinMethod'), 'joinschooldict')}
          {dictSelect('studentNums', t('school.studentNums'), 'existstunumsdict')}
          {dictSelect('applicationDifficulty', t('school.applicationDifficulty'), 'application_difficulty')}
        </Row>

        <Divider titlePlacement="start">{t('school.sectionImages')}</Divider>
        <Form.Item label={t('school.cover')} name="cover" rules={rules('cover')}>
          <ImageUpload limit={1} />
        </Form.Item>
        <Form.Item label={t('school.images', { max: SCHOOL_IMAGES_MAX })} name="images" rules={rules('images')} getValueProps={joinList}>
          <ImageUpload limit={SCHOOL_IMAGES_MAX} />
        </Form.Item>
        <Form.Item label={t('school.remark')} name="remark" rules={rules('remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </FormDialog>
      {accountsOf && <SchoolAccounts school={accountsOf} onClose={() => setAccountsOf(null)} />}
    </ListPage>
  );
}
