import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RightIcon } from '../../components/pageIcons';

/** A home section: heading, lead, a link to the full page, optional filters, the list. */
export function HomeSection({
  id,
  title,
  lead,
  more,
  tools,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  tools?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`site-container hm-section ${className ?? ''}`} aria-labelledby={`${id}-title`} id={id}>
      <div className="hm-section__head">
        <div className="hm-section__titles">
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p className="hm-section__lead">{lead}</p>}
        </div>
        {more && (
          <Link className="hm-more" to={more.to}>
            <span>{more.label}</span>
            <RightIcon />
          </Link>
        )}
      </div>
      {tools}
      {children}
    </section>
  );
}
