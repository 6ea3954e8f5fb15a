/**
 * The settings drawer (RuoYi Settings, 280 px): sidebar theme, theme colour, top nav, tags view, fixed header, logo,
 * dynamic title. Every change applies at once; 保存配置 writes localStorage `layout-setting`; 重置配置 removes it and
 * reloads. Loaded with its own chunk the first time it opens.
 *
 * The theme colour is shown as chosen, with the shade the shell really uses for text on it and for links (AA, see
 * styles/contrast.ts), so the user sees why a light colour comes out darker.
 */
import { App, Button, Divider, Drawer, Switch } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { contrastRatio, normalizeHex, type ThemeColors } from '../styles/contrast';
import { PREDEFINED_COLORS, useSettingsStore, type LayoutSettings, type SideTheme } from '../stores/settings';

/** Drawer width (spec). */
export const SETTINGS_WIDTH = 280;

type Toggle = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const TOGGLES: Toggle[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

function ThemeCard({ value, current, label, onPick }: { value: SideTheme; current: SideTheme; label: string; onPick: (v: SideTheme) => void }) {
  const checked = value === current;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={label}
      className={`admin-settings__theme-card admin-settings__theme-card--${value}${checked ? ' is-checked' : ''}`}
      onClick={() => onPick(value)}
    >
      <span className="admin-settings__theme-side" aria-hidden />
      <span className="admin-settings__theme-head" aria-hidden />
      {checked && <CheckOutlined className="admin-settings__theme-check" aria-hidden />}
      <span className="admin-settings__theme-label">{label}</span>
    </button>
  );
}

export default function Settings({ colors }: { colors: ThemeColors }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const open = useSettingsStore((s) => s.showSettings);
  const settings = useSettingsStore((s) => s.settings);
  const setSetting = useSettingsStore((s) => s.setSetting);
  const setShowSettings = useSettingsStore((s) => s.setShowSettings);

  const current = normalizeHex(settings.theme);
  const adjusted = colors.primary !== colors.base;
  const set = <K extends keyof LayoutSettings>(key: K) => (value: LayoutSettings[K]) => setSetting(key, value);

  const save = () => {
    useSettingsStore.getState().save();
    void message.success(t('settings.saved'));
  };
  const reset = () => {
    void message.loading({ content: t('settings.resetting'), duration: 0, key: 'settings-reset' });
    useSettingsStore.getState().reset();
  };

  return (
    <Drawer
      open={open}
      onClose={() => setShowSettings(false)}
      size={SETTINGS_WIDTH}
      placement="right"
      title={t('settings.title')}
      rootClassName="admin-settings"
      footer={
        <div className="admin-settings__footer">
          <Button type="primary" onClick={save}>
            {t('settings.save')}
          </Button>
          <Button onClick={reset}>{t('settings.reset')}</Button>
        </div>
      }
    >
      <section aria-labelledby="settings-style">
        <h3 id="settings-style" className="admin-settings__heading">
          {t('settings.styleHeading')}
        </h3>
        <div role="radiogroup" aria-labelledby="settings-style" className="admin-settings__themes">
          <ThemeCard value="theme-dark" current={settings.sideTheme} label={t('settings.sideDark')} onPick={set('sideTheme')} />
          <ThemeCard value="theme-light" current={settings.sideTheme} label={t('settings.sideLight')} onPick={set('sideTheme')} />
        </div>

        <h4 id="settings-color" className="admin-settings__label">
          {t('settings.themeColor')}
        </h4>
        <div role="radiogroup" aria-labelledby="settings-color" className="admin-settings__colors">
          {PREDEFINED_COLORS.map((c) => {
            const checked = normalizeHex(c) === current;
            return (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={c}
                title={c}
                className={`admin-settings__swatch${checked ? ' is-checked' : ''}`}
                style={{ background: c }}
                onClick={() => setSetting('theme', c)}
              >
                {checked && <CheckOutlined aria-hidden style={{ color: contrastRatio(c, '#ffffff') >= 3 ? '#fff' : '#000' }} />}
              </button>
            );
          })}
          <label className="admin-settings__custom" title={t('settings.customColor')}>
            <span className="visually-hidden">{t('settings.customColor')}</span>
            <input type="color" value={current ?? '#409eff'} onChange={(e) => setSetting('theme', e.target.value)} />
          </label>
        </div>
        <p className="admin-settings__note">
          <span className="admin-settings__chip" style={{ background: colors.primary }} aria-hidden />
          {adjusted ? t('settings.adjusted', { color: colors.primary }) : t('settings.notAdjusted', { color: colors.primary })}
        </p>
      </section>

      <Divider />

      <section aria-labelledby="settings-layout">
        <h3 id="settings-layout" className="admin-settings__heading">
          {t('settings.layoutHeading')}
        </h3>
        {TOGGLES.map((key) => (
          <div key={key} className="admin-settings__row">
            <span id={`settings-${key}`}>{t(`settings.${key}`)}</span>
            <Switch checked={settings[key]} onChange={set(key)} aria-labelledby={`settings-${key}`} />
          </div>
        ))}
      </section>
    </Drawer>
  );
}
