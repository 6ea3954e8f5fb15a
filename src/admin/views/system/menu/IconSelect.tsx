import { Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { MENU_ICONS, MenuIcon } from '../../../layout/icons';

/** The icon names the sidebar can render (layout/icons.tsx), so a chosen icon always shows. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS);

const OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <span className="admin-icon-option">
      <MenuIcon name={name} /> {name}
    </span>
  ),
}));

/** RuoYi IconSelect as a searchable select: each option shows the icon and its name. */
export function IconSelect({ value, onChange, id }: { value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  const { t } = useTranslation('admin-views');
  const known = value && value !== '#' && MENU_ICONS[value] ? value : undefined;
  return (
    <Select
      id={id}
      value={known}
      onChange={(v?: string) => onChange?.(v ?? null)}
      options={OPTIONS}
      placeholder={t('menu.iconPh')}
      aria-label={t('menu.icon')}
      showSearch={{ filterOption: (input, option) => String(option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase()) }}
      allowClear
      popupMatchSelectWidth={false}
    />
  );
}

export default IconSelect;
