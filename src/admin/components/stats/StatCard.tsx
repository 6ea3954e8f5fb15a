import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from '@shared/i18n';

export interface StatCardProps {
  label: string;
  /** null: not available yet (shown as —) */
  value: number | null | undefined;
  icon?: ReactNode;
  loading?: boolean;
  hint?: string;
  /** e.g. '%' */
  suffix?: string;
}

/** A figure with its label (skeleton while loading). */
export function StatCard({ label, value, icon, loading, hint, suffix }: StatCardProps) {
  const { t, i18n } = useTranslation('admin-views');
  const missing = value === null || value === undefined;
  return (
    <div className="admin-stat-card">
      {icon && (
        <span className="admin-stat-card__icon" aria-hidden>
          {icon}
        </span>
      )}
      <div className="admin-stat-card__body">
        <div className="admin-stat-card__label">{label}</div>
        {loading ? (
          <Skeleton.Input active size="small" className="admin-stat-card__skeleton" />
        ) : (
          <div className="admin-stat-card__value" title={missing ? t('stats.notAvailable') : hint}>
            {missing ? (
              <>
                <span aria-hidden>—</span>
                <span className="admin-visually-hidden">{t('stats.notAvailable')}</span>
              </>
            ) : (
              <>
                {value.toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN')}
                {suffix}
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

export default StatCard;
