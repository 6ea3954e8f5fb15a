import { useTranslation } from '@shared/i18n';
import { EnvironmentIcon } from '../components/icons';
import { useSiteLang } from '../lib/useSiteLang';
import { useCityStore } from './store';
import { useCities } from './useCities';
import { useCityDetection } from './useCityDetection';
import { useHydrated } from '../lib/useHydrated';
import './city.css';

/**
 * The header's city selector: a native select (the phone's own picker, keyboard and screen-reader friendly)
 * over the cities of listCity, "all cities" first. The first visit detects the nearest preset city.
 */
export function CitySelector() {
  const { t } = useTranslation('site');
  const { lang } = useSiteLang();
  // the stored city shows once hydrated: the server renders "all cities"
  const storedCity = useCityStore((s) => s.cityCode);
  const cityCode = useHydrated() ? storedCity : '';
  const cityLabel = useCityStore((s) => s.cityLabel);
  const setCity = useCityStore((s) => s.setCity);
  const { data: cities } = useCities(lang);
  useCityDetection(cities);

  const known = cities?.some((c) => c.value === cityCode);
  return (
    <div className="site-city" title={t('city.label')}>
      <EnvironmentIcon className="site-city__icon" />
      <select
        className="site-city__select"
        aria-label={t('city.label')}
        value={cityCode}
        onChange={(e) => {
          const code = e.target.value;
          setCity(code, cities?.find((c) => c.value === code)?.label ?? '');
        }}
      >
        <option value="">{t('city.all')}</option>
        {!known && cityCode && <option value={cityCode}>{cityLabel || cityCode}</option>}
        {cities?.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
