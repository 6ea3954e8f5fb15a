/**
 * The title-bar widget (spec: "takes a title and an optional url and navigates there on click"): a section heading
 * for dashboard panels and cards. With a url the title is a link: in-app paths navigate inside the admin, http(s)
 * URLs open a new tab. `extra` goes on the right (e.g. a filter).
 */
import type { ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { isExternal } from '../lib/routes/buildRoutes';
import './TitleBar.css';

export interface TitleBarProps {
  title: ReactNode;
  /** where a click on the title goes (an in-app path such as `/system/dict`, or an http URL) */
  url?: string;
  /** heading level (default 2) */
  level?: 2 | 3 | 4;
  extra?: ReactNode;
  className?: string;
  id?: string;
}

export default function TitleBar({ title, url, level = 2, extra, className, id }: TitleBarProps) {
  const { t } = useTranslation('admin');
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
  const inner = (
    <>
      <span className="admin-title-bar__text">{title}</span>
      {url && <RightOutlined className="admin-title-bar__arrow" aria-hidden />}
    </>
  );
  let content: ReactNode = inner;
  if (url && isExternal(url)) {
    content = (
      <a className="admin-title-bar__link" href={url} target="_blank" rel="noopener noreferrer" title={t('layout.opensInNewTab')}>
        {inner}
      </a>
    );
  } else if (url) {
    content = (
      <Link className="admin-title-bar__link" to={url}>
        {inner}
      </Link>
    );
  }
  return (
    <div className={`admin-title-bar${className ? ` ${className}` : ''}`}>
      <Heading className="admin-title-bar__title" id={id}>
        {content}
      </Heading>
      {extra && <div className="admin-title-bar__extra">{extra}</div>}
    </div>
  );
}
