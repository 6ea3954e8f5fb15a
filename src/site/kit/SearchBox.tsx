import { useEffect, useId, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { DEFAULT_SEARCH_OBJ_TYPE } from '@shared/contract/constants';
import { useGo, useSiteLang } from '../lib/useSiteLang';
import { dirPaths } from './paths';
import { UntilHydrated } from '../components/UntilHydrated';

/**
 * The site search field (spec placeholder 请输入您想了解的信息): submitting opens /search with the object type
 * (default 2) and the text. `onSearch` replaces the navigation (the search page updates its own query).
 */
export function SearchBox({
  objType = DEFAULT_SEARCH_OBJ_TYPE,
  initial = '',
  onSearch,
  compact = false,
}: {
  objType?: number;
  initial?: string;
  onSearch?: (q: string) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('site-directory');
  const { to } = useSiteLang();
  const go = useGo();
  const id = useId();
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);

  return (
    <form
      role="search"
      className={`dir-search${compact ? ' dir-search--compact' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        const q = value.trim();
        if (onSearch) onSearch(q);
        else go(to(dirPaths.search(objType, q)));
      }}
    >
      <UntilHydrated>
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          className="dir-search__input"
          value={value}
          maxLength={100}
          placeholder={t('search.placeholder')}
          onChange={(e) => setValue(e.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className="dir-search__btn">
          <SearchOutlined aria-hidden />
          <span>{t('search.submit')}</span>
        </button>
      </UntilHydrated>
    </form>
  );
}
