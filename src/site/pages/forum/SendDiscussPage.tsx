import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form, Input, message, Modal, Radio, Select, Skeleton } from 'antd';
import { useTranslation } from '@shared/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addBlog } from '@shared/api/member';
import { isRequestError } from '@shared/api/errors';
import { useAuthStore } from '@shared/auth/store';
import { POST_TYPE } from '@shared/contract/constants';
import { POST_TAGS_MAX } from '@shared/contract/postTags';
import { MEMBER_LIMITS, AUDIT_STATUS } from '@shared/contract/member';
import { isEmptyHtml, RichTextEditor } from '@shared/ui/RichTextEditor';
import { withAntd } from '../../components/AntdScope';
import { ButtonLink } from '../../components/ButtonLink';
import { useCities } from '../../city/useCities';
import { useCityCode } from '../../city/store';
import { scopeOfPost, storyCodeOf, tagLabel, typeName, usePostTypes, useTags } from '../../lib/postTypes';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { PageHead } from '../../kit/PageHead';
import { dirPaths } from '../../kit/paths';
import { useLoginModal } from '../../stores/loginModal';
import { SchoolPicker } from './SchoolPicker';
import { clearDraft, clearResend, loadDraft, markResend, resendMarked, saveDraft, type PostDraft } from './draft';
import './forum.css';

/** `?type=story` opens the page on student stories, `?category=` (a value or a spec name) preselects a category. */
function defaultsOf(params: URLSearchParams, cityCode: string): PostDraft {
  const postType = params.get('type') === 'story' ? POST_TYPE.STORY : POST_TYPE.DISCUSSION;
  const c = params.get('category') ?? '';
  // a category the admin has not enabled is dropped once the types are loaded (SendForm)
  const category = postType === POST_TYPE.STORY ? storyCodeOf(c) : c;
  return { title: '', postType: postType as PostDraft['postType'], category, cityCode, school: null, tags: [], content: '' };
}

interface SendFormProps {
  /** whose draft this is (null: a guest) */
  owner: number | null;
  onPending(kind: PostDraft['postType']): void;
}

/** The form: every change is saved as the draft; a failed post (401, a server message) keeps it. */
function SendForm({ owner, onPending }: SendFormProps) {
  const { t } = useTranslation('site-forum');
  const { lang, to } = useSiteLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cityCode = useCityCode();
  const cities = useCities(lang).data;
  const [form] = Form.useForm<PostDraft>();
  const [restored] = useState(() => loadDraft(owner));
  const initial = useMemo(() => restored ?? defaultsOf(params, cityCode), [restored, params, cityCode]);
  const postType = (Form.useWatch('postType', form) ?? initial.postType) as PostDraft['postType'];
  const [busy, setBusy] = useState(false);
  // the enabled types of the chosen list (分类管理) and the enabled tags (标签管理)
  const categories = usePostTypes(scopeOfPost(postType));
  const tags = useTags();
  useEffect(() => {
    // a chosen type the admin has disabled since (a draft, a link) is asked again
    const chosen = form.getFieldValue('category') as string | undefined;
    if (categories && chosen && !categories.some((c) => c.typeCode === chosen)) form.setFieldValue('category', '');
  }, [categories, form]);
  // a post refused for an expired session goes out by itself once the member is back (logged in, draft restored)
  const [resending] = useState(() => owner !== null && restored !== null && resendMarked());
  const resent = useRef(false);
  useEffect(() => {
    // once per mount (a ref survives StrictMode's second effect run), and the mark goes with it
    if (!resending || resent.current) return;
    resent.current = true;
    clearResend();
    form.submit();
  }, [resending, form]);

  const save = () => saveDraft(owner, { ...initial, ...(form.getFieldsValue(true) as Partial<PostDraft>) });

  const onValuesChange = (changed: Partial<PostDraft>) => {
    // station types and story categories are different lists: a switch asks again
    if ('postType' in changed) form.setFieldValue('category', '');
    save();
  };

  const onFinish = async (v: PostDraft) => {
    setBusy(true);
    try {
      const res = await addBlog({
        postType: v.postType,
        blogType: v.postType === POST_TYPE.DISCUSSION ? v.category : undefined,
        category: v.postType === POST_TYPE.STORY ? v.category : undefined,
        cityCode: v.cityCode || undefined,
        schoolId: v.school?.value,
        tags: v.tags ?? [],
        title: v.title.trim(),
        content: v.content,
        lang,
      });
      clearDraft(owner);
      if (res.data.auditStatus === AUDIT_STATUS.PENDING) {
        onPending(v.postType);
        return;
      }
      void message.success(t('send.posted'));
      const id = res.data.postId;
      void navigate(to(v.postType === POST_TYPE.STORY ? dirPaths.story(id) : dirPaths.station(id)));
    } catch (e) {
      // the request layer has shown why (a 401 opens the login popup); the draft stays for the next try, and after
      // a 401 the post is sent again once the member has logged in
      if (isRequestError(e) && e.code === 401) markResend();
    } finally {
      setBusy(false);
    }
  };

  const confirmClear = () =>
    Modal.confirm({
      title: t('send.clear'),
      content: t('send.clearConfirm'),
      okText: t('send.ok'),
      cancelText: t('send.cancel'),
      onOk: () => {
        clearDraft(owner);
        form.setFieldsValue({ ...defaultsOf(params, cityCode), postType });
      },
    });

  return (
    <Form<PostDraft>
      form={form}
      layout="vertical"
      className="forum-send"
      aria-label={t('send.formLabel')}
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={(v) => void onFinish({ ...initial, ...v })}
      requiredMark
    >
      {restored && (
        <Alert type="info" showIcon role="status" className="forum-send__note" message={t(resending ? 'send.resending' : 'send.draftRestored')} />
      )}
      <Form.Item
        name="title"
        label={t('send.fieldTitle')}
        rules={[
          { required: true, whitespace: true, message: t('send.titleRequired') },
          { max: MEMBER_LIMITS.title, message: t('send.titleTooLong') },
        ]}
      >
        <Input placeholder={t('send.titlePh')} showCount maxLength={MEMBER_LIMITS.title + 20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="postType" label={t('send.where')} required>
        <Radio.Group
          aria-label={t('send.where')}
          optionType="button"
          options={[
            { value: POST_TYPE.DISCUSSION, label: t('send.whereStation') },
            { value: POST_TYPE.STORY, label: t('send.whereStory') },
          ]}
        />
      </Form.Item>
      <Form.Item name="category" label={t('send.category')} rules={[{ required: true, message: t('send.categoryRequired') }]}>
        <Radio.Group
          aria-label={t('send.category')}
          className="forum-send__choices"
          options={(categories ?? []).map((c) => ({ value: c.typeCode, label: typeName(c, lang) }))}
        />
      </Form.Item>
      <Form.Item name="cityCode" label={t('send.city')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('send.cityPh')}
          loading={!cities}
          options={(cities ?? []).map((c) => ({ value: c.value, label: c.label }))}
        />
      </Form.Item>
      <Form.Item name="school" label={t('send.school')}>
        <SchoolPicker lang={lang} placeholder={t('send.schoolPh')} />
      </Form.Item>
      {!!tags?.length && (
        <Form.Item name="tags" label={t('send.tags')} extra={t('send.tagsHint', { max: POST_TAGS_MAX })}>
          <Select
            mode="multiple"
            allowClear
            maxCount={POST_TAGS_MAX}
            optionFilterProp="label"
            placeholder={t('send.tagsPh')}
            options={tags.map((x) => ({ value: x.tagName, label: tagLabel(tags, x.tagName, lang) }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="content"
        label={t('send.body')}
        extra={t('send.bodyHint')}
        required
        rules={[
          {
            validator: (_r, v: string | undefined) => (isEmptyHtml(v) ? Promise.reject(new Error(t('send.bodyRequired'))) : Promise.resolve()),
          },
        ]}
      >
        <RichTextEditor label={t('send.body')} minHeight={240} />
      </Form.Item>
      <div className="forum-send__actions">
        <Button type="primary" htmlType="submit" size="large" loading={busy} autoInsertSpace={false}>
          {busy ? t('send.submitting') : t('send.submit')}
        </Button>
        <Button size="large" onClick={confirmClear} disabled={busy} autoInsertSpace={false}>
          {t('send.clear')}
        </Button>
        <span className="forum-muted">{t('send.draftSaved')}</span>
      </div>
    </Form>
  );
}

/**
 * /station/senddiscuss (spec section 2): a member posts a station discussion (postType '3' with a blog type) or a
 * student story (postType '2' with a category). Logged out, the page opens the login popup; the draft lives in
 * localStorage per member (./draft), so a reload or an expired session loses nothing: after logging in again (the
 * popup reloads the page) the draft is back, and a post the expired session refused is sent again by itself.
 */
function SendDiscussPage() {
  const { t } = useTranslation('site-forum');
  const token = useAuthStore((s) => s.token);
  const userId = useAuthStore((s) => s.userId);
  const showLogin = useLoginModal((s) => s.show);
  const { to } = useSiteLang();
  const [pending, setPending] = useState<PostDraft['postType'] | null>(null);
  useDocumentMeta(t('send.docTitle'), t('send.description'));

  useEffect(() => {
    if (!token) showLogin({ reason: 'unauthorized' });
  }, [token, showLogin]);

  // a token whose member is not known yet: the session is being restored (the draft belongs to that member)
  const restoring = !!token && userId === null;
  const owner = token ? userId : null;

  return (
    <div className="site-container dir-page dir-page--narrow">
      <PageHead title={t('send.title')} lead={t('send.lead')} crumbs={[{ label: t('send.title') }]} />
      {!token && (
        <Alert
          type="warning"
          showIcon
          className="forum-send__note"
          message={t('send.loginNeeded')}
          action={
            <Button size="small" type="primary" onClick={() => showLogin({ reason: 'unauthorized' })}>
              {t('send.loginAction')}
            </Button>
          }
        />
      )}
      {pending ? (
        <div className="forum-done" role="status">
          <h2>{t('send.pendingTitle')}</h2>
          <p>{t('send.pending')}</p>
          <div className="forum-send__actions">
            <ButtonLink to={to(pending === POST_TYPE.STORY ? dirPaths.storyList : dirPaths.stationList)}>{t('send.backToList')}</ButtonLink>
            <Button onClick={() => setPending(null)}>{t('send.writeAnother')}</Button>
          </div>
        </div>
      ) : restoring ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <SendForm key={String(owner)} owner={owner} onPending={setPending} />
      )}
    </div>
  );
}

export default withAntd(SendDiscussPage);
