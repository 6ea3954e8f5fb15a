import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import './editor.css';

/** Stored rich-text HTML, cleaned with DOMPurify before it is rendered. */
export function RichTextView({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={['dss-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default RichTextView;
