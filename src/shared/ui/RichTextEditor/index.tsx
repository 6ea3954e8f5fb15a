import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';

const Editor = lazy(() => import('./RichTextEditor'));

export type { RichTextEditorProps };

/** The rich-text editor, loaded on demand (tiptap stays out of first-load bundles); a skeleton meanwhile. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} className="dss-editor-skeleton" />}>
      <Editor {...props} />
    </Suspense>
  );
}

export default RichTextEditor;
export { RichTextView } from './RichTextView';
export { sanitizeHtml, isEmptyHtml } from './sanitize';
