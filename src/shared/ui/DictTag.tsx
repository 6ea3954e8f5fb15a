import { Tag } from 'antd';
import type { DictData } from '@shared/contract';

/** A dict option: DictData rows or already-mapped `{label, value, listClass, cssClass}`. */
export interface DictOption {
  label: string;
  value: string;
  /** default | primary | success | info | warning | danger */
  listClass?: string | null;
  cssClass?: string | null;
}

export function toDictOptions(rows: readonly DictData[]): DictOption[] {
  return rows.map((r) => ({ label: r.dictLabel, value: r.dictValue, listClass: r.listClass, cssClass: r.cssClass }));
}

const TAG_COLOR: Record<string, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export interface DictTagProps {
  options: readonly DictOption[] | readonly DictData[];
  /** one value, a `separator`-joined string, or a list */
  value: string | number | boolean | readonly (string | number)[] | null | undefined;
  separator?: string;
  /** show values that match no option as text (default true) */
  showValue?: boolean;
}

function isDictData(o: DictOption | DictData): o is DictData {
  return 'dictValue' in o;
}

/** The label(s) of a dict value: a plain span for listClass default/empty, else an antd Tag (RuoYi DictTag). */
export function DictTag({ options, value, separator = ',', showValue = true }: DictTagProps) {
  if (value === null || value === undefined || value === '') return null;
  const opts: DictOption[] = (options as readonly (DictOption | DictData)[]).map((o) =>
    isDictData(o) ? { label: o.dictLabel, value: o.dictValue, listClass: o.listClass, cssClass: o.cssClass } : o,
  );
  const values = Array.isArray(value) ? value.map(String) : String(value).split(separator);
  return (
    <span className="dss-dict-tag">
      {values.map((v, i) => {
        const opt = opts.find((o) => String(o.value) === v);
        if (!opt) return showValue ? <span key={`${v}-${i}`}>{v}{i < values.length - 1 ? ' ' : ''}</span> : null;
        const cls = opt.listClass ?? '';
        if ((cls === '' || cls === 'default') && !opt.cssClass) {
          return (
            <span key={`${v}-${i}`} className={opt.cssClass ?? undefined}>
              {opt.label}
              {i < values.length - 1 ? ' ' : ''}
            </span>
          );
        }
        return (
          <Tag key={`${v}-${i}`} color={TAG_COLOR[cls]} className={opt.cssClass ?? undefined}>
            {opt.label}
          </Tag>
        );
      })}
    </span>
  );
}

export default DictTag;
