/**
 * The application to represent a school (addSchoolAuthInfo): the school (searched by name in the school list),
 * the role, the real name, a phone, proof documents (doc, xls, ppt, txt, pdf, mp4 and photos as png / jpg / jpeg;
 * 5 MB each, at most 5) and a remark.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { addSchoolAuthInfo, PROOF_UPLOAD_URL } from '@shared/api/member';
import { listSchoolSchool } from '@shared/api/web';
import type { SchoolAuthRow } from '@shared/contract';
import { MEMBER_LIMITS, SCHOOL_AUTH_ROLES } from '@shared/contract/memberConstants';
import { FileUpload, FILE_UPLOAD_TYPES, splitValue } from '@shared/ui/FileUpload';
import { IMAGE_UPLOAD_DEFAULTS } from '@shared/lib/upload';
import { codeLabel } from '../../lib/codes';
import { useSiteLang } from '../../lib/useSiteLang';
import { errorText } from './formKit';
import { phoneRules } from './phoneRules';

/** The proof documents a member may upload: the usual files plus photos of documents. */
export const PROOF_FILE_TYPES: readonly string[] = [...FILE_UPLOAD_TYPES, ...IMAGE_UPLOAD_DEFAULTS.types];

interface Values {
  schoolId?: number;
  role?: string;
  realName: string;
  phone: string;
  proofFiles: string;
  remark: string;
}

const BOTH = ['onBlur', 'onChange'];

/** School choices for a typed name (the first 20 matches), in the page's language. */
function useSchoolOptions(lang: 'zh' | 'en') {
  const [name, setName] = useState('');
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let alive = true;
    const timer = window.setTimeout(() => {
      setLoading(true);
      listSchoolSchool({ pageNum: 1, pageSize: 20, schoolName: name.trim() || undefined, lang }, { silent: true })
        .then((res) => {
          if (alive) setOptions((res.rows ?? []).map((s) => ({ value: s.schoolId, label: s.schoolName })));
        })
        .catch(() => undefined)
        .finally(() => {
          if (alive) setLoading(false);
        });
    }, 250);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [name, lang]);
  return { options, loading, search: setName };
}

export function SchoolApplyForm({ onDone }: { onDone(row: SchoolAuthRow): void }) {
  const { t } = useTranslation('site-member');
  const { lang } = useSiteLang();
  const [form] = Form.useForm<Values>();
  const schools = useSchoolOptions(lang);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (v: Values) => {
    setSaving(true);
    setError(null);
    try {
      const res = await addSchoolAuthInfo(
        {
          schoolId: v.schoolId as number,
          role: v.role as string,
          realName: v.realName.trim(),
          phone: v.phone.trim(),
          proofFiles: splitValue(v.proofFiles),
          remark: v.remark.trim(),
        },
        { silent: true },
      );
      form.resetFields();
      onDone(res.data);
    } catch (e) {
      setError(errorText(e, t('action.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="mc-apply"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ realName: '', phone: '', proofFiles: '', remark: '' }}
    >
      {error && <Alert className="site-form-error" type="error" showIcon title={error} />}
      <Form.Item name="schoolId" label={t('apply.school')} rules={[{ required: true, message: t('apply.schoolRequired') }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: schools.search }}
          options={schools.options}
          loading={schools.loading}
          placeholder={t('apply.schoolPlaceholder')}
          notFoundContent={schools.loading ? t('action.loading') : t('apply.noSchool')}
        />
      </Form.Item>
      <Form.Item name="role" label={t('apply.role')} rules={[{ required: true, message: t('apply.roleRequired') }]}>
        <Select options={SCHOOL_AUTH_ROLES.map((r) => ({ value: r.value, label: codeLabel(r, lang) }))} placeholder={t('apply.rolePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="realName"
        label={t('apply.realName')}
        validateTrigger={BOTH}
        rules={[
          { required: true, whitespace: true, message: t('apply.realNameRequired') },
          { max: MEMBER_LIMITS.realName, message: t('apply.realNameLength', { max: MEMBER_LIMITS.realName }) },
        ]}
      >
        <Input maxLength={MEMBER_LIMITS.realName} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t('apply.phone')} validateTrigger={BOTH} rules={phoneRules(t)}>
        <Input inputMode="numeric" autoComplete="tel-national" maxLength={11} />
      </Form.Item>
      <Form.Item
        name="proofFiles"
        label={t('apply.proof')}
        extra={t('apply.proofHint')}
        rules={[{ validator: (_, v: string | undefined) => (splitValue(v).length ? Promise.resolve() : Promise.reject(new Error(t('apply.proofRequired')))) }]}
      >
        <FileUpload action={PROOF_UPLOAD_URL} fileType={PROOF_FILE_TYPES} fileSize={5} limit={MEMBER_LIMITS.proofFiles} />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('apply.remark')}
        rules={[{ max: MEMBER_LIMITS.remark, message: t('apply.remarkLength', { max: MEMBER_LIMITS.remark }) }]}
      >
        <Input.TextArea rows={3} maxLength={MEMBER_LIMITS.remark} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('apply.submit')}
      </Button>
    </Form>
  );
}
