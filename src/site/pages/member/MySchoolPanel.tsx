/**
 * For a member approved for a school: edit that school's information (updateMySchool: the introduction in both
 * languages with the rich-text editor, address, website, tuition and curriculum in both languages, the cover) and
 * read the posts linked to it and their replies.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, message, Select, Tabs } from 'antd';
import { useTranslation } from '@shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { myschoolBlogList, myschoolBlogReplyList, updateMySchool } from '@shared/api/member';
import type { MySchool, PostRow, ReceivedReplyRow } from '@shared/contract';
import { MEMBER_LIMITS } from '@shared/contract/memberConstants';
import { ImageUpload } from '@shared/ui/ImageUpload';
import { RichTextEditor } from '@shared/ui/RichTextEditor';
import { useSiteLang } from '../../lib/useSiteLang';
import { errorText } from './formKit';
import { PagedList, PostItem, ReplyRows, usePagedList } from './kit';
import { memberKeys } from './paths';

type Values = Omit<MySchool, 'schoolId' | 'schoolName' | 'schoolNameEn'>;

const TEXT_FIELDS = [
  ['address', 'addressEn', 200],
  ['tuition', 'tuitionEn', 200],
  ['curriculum', 'curriculumEn', 200],
] as const;

function SchoolEditor({ school }: { school: MySchool }) {
  const { t } = useTranslation('site-member');
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { schoolId: _id, schoolName: _n, schoolNameEn: _e, ...initial } = school;

  const onFinish = async (v: Values) => {
    setSaving(true);
    setError(null);
    try {
      const res = await updateMySchool({ schoolId: school.schoolId, ...v }, { silent: true });
      void message.success(res.msg || t('action.saved'));
      void qc.invalidateQueries({ queryKey: memberKeys.schools });
    } catch (e) {
      setError(errorText(e, t('action.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} name={`mc-school-${school.schoolId}`} layout="vertical" onFinish={onFinish} initialValues={initial}>
      {error && <Alert className="site-form-error" type="error" showIcon title={error} />}
      <Form.Item name="intro" label={t('school.intro')}>
        <RichTextEditor label={t('school.intro')} enableDelay={0} minHeight={160} />
      </Form.Item>
      <Form.Item name="introEn" label={t('school.introEn')}>
        <RichTextEditor label={t('school.introEn')} enableDelay={0} minHeight={160} />
      </Form.Item>
      {TEXT_FIELDS.map(([zh, en, max]) => (
        <div className="mc-pair" key={zh}>
          <Form.Item name={zh} label={t(`school.${zh}`)} rules={[{ max, message: t('school.tooLong', { max }) }]}>
            <Input maxLength={max} />
          </Form.Item>
          <Form.Item name={en} label={t(`school.${en}`)} rules={[{ max, message: t('school.tooLong', { max }) }]}>
            <Input maxLength={max} />
          </Form.Item>
        </div>
      ))}
      <Form.Item
        name="website"
        label={t('school.website')}
        rules={[
          { max: 200, message: t('school.tooLong', { max: 200 }) },
          { pattern: /^(https?:\/\/[^\s<>"']+)?$/i, message: t('school.websiteInvalid') },
        ]}
      >
        <Input inputMode="url" placeholder="https://" maxLength={200} />
      </Form.Item>
      <Form.Item name="cover" label={t('school.cover')}>
        <ImageUpload limit={1} fileSize={5} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('school.save')}
      </Button>
    </Form>
  );
}

function SchoolPosts({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('site-member');
  const posts = usePagedList<PostRow>(['member', 'schoolPosts', schoolId], (p) => myschoolBlogList({ ...p, schoolId }));
  const replies = usePagedList<ReceivedReplyRow>(['member', 'schoolReplies', schoolId], (p) => myschoolBlogReplyList({ ...p, schoolId }));
  return (
    <Tabs
      items={[
        {
          key: 'posts',
          label: t('school.posts'),
          children: (
            <PagedList list={posts} label={t('school.posts')} empty={t('school.noPosts')}>
              {(rows) => rows.map((r) => <PostItem key={r.postId} post={r} meta={<span>{r.authorName}</span>} />)}
            </PagedList>
          ),
        },
        {
          key: 'replies',
          label: t('school.replies'),
          children: (
            <PagedList list={replies} label={t('school.replies')} empty={t('school.noReplies')}>
              {(rows) => <ReplyRows rows={rows} received />}
            </PagedList>
          ),
        },
      ]}
    />
  );
}

export function MySchoolPanel({ schools }: { schools: MySchool[] }) {
  const { t } = useTranslation('site-member');
  const { lang } = useSiteLang();
  const [chosen, setChosen] = useState(schools[0]?.schoolId);
  const school = schools.find((s) => s.schoolId === chosen) ?? schools[0];
  if (!school) return null;
  const name = (s: MySchool) => (lang === 'en' ? s.schoolNameEn || s.schoolName : s.schoolName);
  return (
    <section className="mc-card" aria-labelledby="mc-school-title">
      <h2 id="mc-school-title">{t('school.title', { name: name(school) })}</h2>
      {schools.length > 1 && (
        <Select
          aria-label={t('school.choose')}
          value={school.schoolId}
          onChange={setChosen}
          options={schools.map((s) => ({ value: s.schoolId, label: name(s) }))}
          className="mc-school-choose"
        />
      )}
      <p className="mc-lead">{t('school.lead', { max: MEMBER_LIMITS.schoolText })}</p>
      <SchoolEditor key={school.schoolId} school={school} />
      <h3 className="mc-subtitle">{t('school.activity')}</h3>
      <SchoolPosts key={`p${school.schoolId}`} schoolId={school.schoolId} />
    </section>
  );
}
