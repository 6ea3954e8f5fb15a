/** A row of filter buttons (one pressed): school scope, blog type, story category, search type. */
import { useHydrated } from '../lib/useHydrated';
export interface FilterOption {
  key: string;
  label: string;
}

export function FilterGroup({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (key: string) => void;
  disabled?: boolean;
}) {
  // a server-rendered page's buttons work once it is the browser's
  const hydrated = useHydrated();
  return (
    <div className="dir-filter" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={`dir-filter__btn${o.key === value ? ' is-active' : ''}`}
          aria-pressed={o.key === value}
          disabled={disabled || !hydrated}
          onClick={() => o.key !== value && onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
