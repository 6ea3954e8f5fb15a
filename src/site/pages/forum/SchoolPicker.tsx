import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { listSchoolSchool } from '@shared/api/web';
import type { Lang } from '@shared/i18n';

export interface PickedSchool {
  value: number;
  label: string;
}

export interface SchoolPickerProps {
  value?: PickedSchool | null;
  onChange?(v: PickedSchool | null): void;
  id?: string;
  lang: Lang;
  placeholder: string;
}

/** A school to link the post to (optional): searched by name in the school library as the member types. */
export function SchoolPicker({ value, onChange, id, lang, placeholder }: SchoolPickerProps) {
  const [options, setOptions] = useState<PickedSchool[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const asked = useRef(0);

  const search = (q: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const n = ++asked.current;
      setLoading(true);
      listSchoolSchool({ pageNum: 1, pageSize: 20, schoolName: q.trim() || undefined, lang }, { silent: true })
        .then((res) => {
          if (n === asked.current) setOptions((res.rows ?? []).map((s) => ({ value: s.schoolId, label: s.schoolName })));
        })
        .catch(() => undefined)
        .finally(() => {
          if (n === asked.current) setLoading(false);
        });
    }, 300);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Select<PickedSchool>
      id={id}
      labelInValue
      allowClear
      showSearch
      filterOption={false}
      loading={loading}
      placeholder={placeholder}
      value={value ?? undefined}
      options={value && !options.some((o) => o.value === value.value) ? [value, ...options] : options}
      onSearch={search}
      onFocus={() => options.length === 0 && search('')}
      onChange={(v) => onChange?.(v ? { value: v.value, label: String(v.label) } : null)}
    />
  );
}
