/** Labels of the directory's dictionaries in the current language (code lists: src/site/lib/codes.ts). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import type { DictData } from '@shared/contract';
import { getDictsNoLogin } from '@shared/api/system/dict';

/** Dict types the directory shows. */
export type DirectoryDict =
  | 'bbs_school_type'
  | 'joinschooldict'
  | 'recruitgradedict'
  | 'existstunumsdict'
  | 'application_difficulty'
  | 'educational_stage';

/** A public dictionary (anonymous call), cached for the visit; [] while loading or when it failed. */
export function useDict(type: DirectoryDict): DictData[] {
  const q = useQuery({
    queryKey: ['dict', type],
    queryFn: async () => (await getDictsNoLogin(type)).data ?? [],
    staleTime: Infinity,
    retry: false,
  });
  return q.data ?? [];
}

/**
 * The label of a dict value: Chinese from the dictionary (the admin's wording), English from the
 * `site-directory` translations by value, falling back to the Chinese label, then the value.
 */
export function useDictLabel(): (type: DirectoryDict, value: string | null | undefined, zhLabel?: string | null) => string {
  const { t, i18n } = useTranslation('site-directory');
  const en = i18n.language === 'en';
  return (type, value, zhLabel) => {
    if (value === null || value === undefined || value === '') return '';
    const fallback = zhLabel || value;
    if (!en) return fallback;
    return t(`dict.${type}.${value}`, { defaultValue: fallback });
  };
}
