/** A row of filter buttons (one pressed): school scope, blog type, story category, search type. */
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
  return (
    <div className="dir-filter" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={`dir-filter__btn${o.key === value ? ' is-active' : ''}`}
          aria-pressed={o.key === value}
          disabled={disabled}
          onClick={() => o.key !== value && onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
