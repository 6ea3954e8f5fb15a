import { useTranslation } from '@shared/i18n';
import { useSiteLang } from '../lib/useSiteLang';
import { useCityStore } from './store';
import { useCities } from './useCities';

/** The label of the current city in the page's language ('' = all cities). */
export function useCityLabel(): string {
  const { lang } = useSiteLang();
  const cityCode = useCityStore((s) => s.cityCode);
  const cityLabel = useCityStore((s) => s.cityLabel);
  const { data: cities } = useCities(lang);
  if (!cityCode) return '';
  return cities?.find((c) => c.value === cityCode)?.label ?? cityLabel ?? cityCode;
}

/** "City: Shenzhen (plus content for every city)" above a city-aware list. */
export function CityNote({ className }: { className?: string }) {
  const { t } = useTranslation('site');
  const label = useCityLabel();
  return (
    <p className={`site-citynote ${className ?? ''}`}>
      {label ? t('city.showing', { city: label }) : t('city.showingAll')}
      <span className="site-citynote__hint"> · {t('city.hint')}</span>
    </p>
  );
}
