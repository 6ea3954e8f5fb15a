import { Input, Spin, type InputProps } from 'antd';
import { useTranslation } from '@shared/i18n';
import { captchaImageSrc } from '@shared/api/session';

export interface CaptchaInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  /** called with the typed text (works as an antd Form.Item control) */
  onChange?: (value: string) => void;
  /** base64 image from /captchaImage (with or without the `data:` prefix); undefined while loading / failed */
  image?: string;
  /** fetch a new captcha (the caller owns getCodeImg and the uuid) */
  onRefresh: () => void;
  loading?: boolean;
}

/** Text input plus the captcha image; clicking (or Enter/Space on) the image asks for a new one. */
export function CaptchaInput({
  value,
  onChange,
  image,
  onRefresh,
  loading = false,
  placeholder,
  maxLength = 8,
  ...inputProps
}: CaptchaInputProps) {
  const { t } = useTranslation('common');
  const src = captchaImageSrc(image);
  const label = placeholder ?? t('captcha.placeholder');
  return (
    <div className="dss-captcha" style={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
      <Input
        aria-label={label}
        autoComplete="off"
        inputMode="text"
        maxLength={maxLength}
        {...inputProps}
        placeholder={label}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        style={{ flex: 1, minWidth: 0, ...inputProps.style }}
      />
      <button
        type="button"
        className="dss-captcha-image"
        onClick={() => {
          if (!loading) onRefresh();
        }}
        aria-label={t('captcha.refresh')}
        title={t('captcha.refresh')}
        aria-busy={loading || undefined}
        style={{
          flex: '0 0 auto',
          width: 120,
          minHeight: 32,
          padding: 0,
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          background: '#fff',
          cursor: loading ? 'progress' : 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {loading ? (
          <Spin size="small" aria-label={t('captcha.loading')} />
        ) : src ? (
          <img src={src} alt={t('captcha.alt')} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : (
          <span style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)', padding: '0 4px' }}>{t('captcha.unavailable')}</span>
        )}
      </button>
    </div>
  );
}

export default CaptchaInput;
