import { SCHOOL_AUTH_ROLES } from '@shared/contract/memberConstants';
import { useLanguage } from '@shared/i18n';

/** The tag colour of each SCHOOL_AUTH_STATUS. */
export const AUTH_STATUS_COLOR: Record<string, string> = { '1': 'processing', '2': 'success', '3': 'error' };

/** The claimed role's name in the admin's language. */
export function useRoleName(): (value: string) => string {
  const [lang] = useLanguage();
  return (value: string) => {
    const r = SCHOOL_AUTH_ROLES.find((x) => x.value === value);
    return r ? (lang === 'en' ? r.en : r.zh) : value;
  };
}
