/**
 * A file only its owner or a reviewer may see (a school-authentication proof): fetched with the caller's token as a
 * Blob through the shared request layer (never a public URL), previewed when it is an image (img) or a PDF (iframe),
 * and saved with a download button.
 */
import { useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { fetchPrivateFile, saveBlob } from '@shared/api/download';

export interface PrivateFileProps {
  /** the API path, e.g. /bbs/schoolAuth/3/file/1 */
  url: string;
  /** the saved file's name */
  name: string;
  /** the accessible name of the preview (alt / iframe title) */
  label: string;
  texts: { download: string; loading: string; failed: string };
  /** show images and PDFs inline (default true) */
  preview?: boolean;
}

type State = { blob: Blob; href: string } | 'loading' | 'failed';

export function PrivateFile({ url, name, label, texts, preview = true }: PrivateFileProps) {
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    let live = true;
    let href = '';
    setState('loading');
    void fetchPrivateFile(url).then((blob) => {
      if (!live) return;
      if (!blob) return setState('failed');
      href = URL.createObjectURL(blob);
      setState({ blob, href });
    });
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url]);

  if (state === 'loading') return <Spin size="small" aria-label={texts.loading} />;
  if (state === 'failed') return <span role="status">{texts.failed}</span>;
  const type = state.blob.type.toLowerCase();
  return (
    <div className="dss-private-file">
      {preview && type.startsWith('image/') && <img src={state.href} alt={label} style={{ display: 'block', maxWidth: '100%', maxHeight: 320 }} />}
      {preview && type === 'application/pdf' && (
        <iframe src={state.href} title={label} style={{ width: '100%', height: 360, border: '1px solid #f0f0f0' }} />
      )}
      <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={() => saveBlob(state.blob, name)}>
        {texts.download}
      </Button>
    </div>
  );
}
