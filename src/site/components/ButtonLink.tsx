import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** A router link that looks like a button (real links stay links: middle-click, copy address). */
export function ButtonLink({
  variant = 'primary',
  size = 'middle',
  icon,
  children,
  className,
  ...rest
}: LinkProps & { variant?: 'primary' | 'default' | 'ghost'; size?: 'middle' | 'large'; icon?: ReactNode }) {
  const cls = ['site-btn', `site-btn--${variant}`, size === 'large' ? 'site-btn--large' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link className={cls} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
