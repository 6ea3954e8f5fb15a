/** Labels of the contract's code lists (INFO_TYPES, ...) in the page's language (post types: ./postTypes). */
import type { CodeOption } from '@shared/contract';
import type { Lang } from '@shared/i18n';

/** The label of a code option. */
export const codeLabel = (o: Pick<CodeOption, 'zh' | 'en'>, lang: Lang): string => (lang === 'en' ? o.en : o.zh);

/** The label of the option holding `value`; '' when none does (an unknown or missing code shows no tag). */
export function codeLabelOf(options: readonly CodeOption[], value: string | null | undefined, lang: Lang): string {
  const o = options.find((x) => x.value === value);
  return o ? codeLabel(o, lang) : '';
}
