/**
 * The optional school of a post or a video: a searchable select over the published schools, searched by name on the
 * server as the editor types (the public listSchoolSchool, 20 at a time, so every school can be found). The chosen
 * school keeps its name shown when it is not among the results (an existing post's school is looked up by id; a
 * school since unpublished shows as #id).
 */
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { getSchoolSchool, listSchoolSchool } from '@shared/api/web';
import { useLanguage } from '@shared/i18n';

interface Option {
  label: string;
  value: number;
}

export function SchoolSelect(props: { value?: number | null; onChange?: (v: number | null) => void; id?: string; placeholder: string }) {
  const [lang] = useLanguage();
  const contentLang = lang === 'en' ? 'en' : 'zh';
  const [name, setName] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option | null>(null);
  const value = props.value ?? null;

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      listSchoolSchool({ pageNum: 1, pageSize: 20, schoolName: name.trim() || undefined, lang: contentLang }, { silent: true })
        .then((r) => live && setOptions((r.rows ?? []).map((s) => ({ label: s.schoolName, value: s.schoolId }))))
        .catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, contentLang]);

  // the name of a school set from outside (an existing post) that the results do not hold
  useEffect(() => {
    if (value === null || chosen?.value === value) return;
    const known = options.find((o) => o.value === value);
    if (known) return setChosen(known);
    let live = true;
    getSchoolSchool(value, { lang: contentLang }, { silent: true })
      .then((r) => live && setChosen({ value, label: r.data.schoolName }))
      .catch(() => live && setChosen({ value, label: `#${value}` }));
    return () => {
      live = false;
    };
  }, [value, chosen, options, contentLang]);

  const shown = chosen && chosen.value === value && !options.some((o) => o.value === value) ? [chosen, ...options] : options;
  return (
    <Select
      id={props.id}
      value={value ?? undefined}
      onChange={(v: number | undefined) => {
        setChosen(shown.find((o) => o.value === v) ?? null);
        props.onChange?.(v ?? null);
      }}
      showSearch={{ filterOption: false, onSearch: setName }}
      allowClear
      placeholder={props.placeholder}
      options={shown}
    />
  );
}
