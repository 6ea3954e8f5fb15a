/**
 * The tiptap rich-text editor (RuoYi's Quill `Editor`): bold, italic, underline, strike, headings, lists, quote,
 * code, link, image and video upload through POST /common/upload. The value is HTML ('' when empty). Load it only
 * through `./index` (React.lazy): tiptap never enters a first-load bundle.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Button, Input, Modal, Select, Tooltip } from 'antd';
import {
  BoldOutlined,
  CodeOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { getNotifier, tr } from '@shared/api/request';
import { uploadFile } from '@shared/api/upload';
import { checkEditorImage, checkUploadFile, checkVideo, EDITOR_IMAGE_TYPES, EDITOR_VIDEO_TYPES } from '@shared/lib/upload';
import { fileUrl } from '../FileUpload/useUploadList';
import { FilePicker } from './FilePicker';
import { isEmptyHtml, sanitizeHtml } from './sanitize';
import { Video } from './videoNode';
import './editor.css';

export interface RichTextEditorProps {
  /** HTML */
  value?: string | null;
  onChange?(html: string): void;
  readOnly?: boolean;
  /** px height of the editing area (scrolls beyond); default none */
  height?: number;
  /** px minimum height of the editing area (default 200) */
  minHeight?: number;
  /** MB limit of an inserted image or video (default 5; 0 = none) */
  fileSize?: number;
  /** ms before the editor accepts input (spec: enabled after 3 s); default 3000 */
  enableDelay?: number;
  /** accessible name of the editing area */
  label?: string;
  id?: string;
}

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
type Level = (typeof HEADINGS)[number];

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  icon?: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={false}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export default function RichTextEditor({
  value,
  onChange,
  readOnly = false,
  height,
  minHeight = 200,
  fileSize = 5,
  enableDelay = 3000,
  label,
  id,
}: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const [ready, setReady] = useState(enableDelay <= 0);
  const editable = ready && !readOnly;
  const lastHtml = useRef<string>(value ?? '');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<{ open: boolean; href: string }>({ open: false, href: '' });
  const [busy, setBusy] = useState(false);
  const linkInputId = useId();

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADINGS] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Video,
    ],
    content: sanitizeHtml(value),
    editable: false,
    editorProps: {
      attributes: {
        class: 'dss-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
        ...(id ? { id } : {}),
      },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []).filter((f) => f.type.startsWith('image/'));
        if (!files.length) return false;
        for (const f of files) void insertImage(f);
        return true;
      },
    },
    onUpdate: ({ editor: ed }) => {
      const html = ed.isEmpty && isEmptyHtml(ed.getHTML()) ? '' : ed.getHTML();
      lastHtml.current = html;
      onChangeRef.current?.(html);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: ed }: { editor: Editor }) => ({
      bold: ed.isActive('bold'),
      italic: ed.isActive('italic'),
      underline: ed.isActive('underline'),
      strike: ed.isActive('strike'),
      code: ed.isActive('code'),
      codeBlock: ed.isActive('codeBlock'),
      blockquote: ed.isActive('blockquote'),
      bulletList: ed.isActive('bulletList'),
      orderedList: ed.isActive('orderedList'),
      link: ed.isActive('link'),
      heading: (HEADINGS.find((l) => ed.isActive('heading', { level: l })) ?? 0) as Level | 0,
      canUndo: ed.can().undo(),
      canRedo: ed.can().redo(),
    }),
  });

  // spec: the editor is enabled 3 s after it appears
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), enableDelay);
    return () => clearTimeout(timer);
  }, [ready, enableDelay]);

  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  // a value set from outside (a record loaded, a form reset)
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    if (next === lastHtml.current) return;
    lastHtml.current = next;
    editor.commands.setContent(sanitizeHtml(next), { emitUpdate: false });
  }, [editor, value]);

  /**
   * Check a picked or pasted file (its kind's type rule, then the size), upload it and insert what `insert` makes of
   * its URL; each failure is one toast.
   */
  async function uploadAndInsert(
    file: File,
    kind: { typeError: string | null; failed: string; insert: (src: string) => void },
  ): Promise<void> {
    const refusal = kind.typeError ?? checkUploadFile(file, { types: [], maxSizeMB: fileSize });
    if (refusal) {
      getNotifier().error(refusal);
      return;
    }
    setBusy(true);
    try {
      const res = await uploadFile(file, { silent: true });
      kind.insert(fileUrl(res.fileName));
    } catch {
      getNotifier().error(kind.failed);
    } finally {
      setBusy(false);
    }
  }

  const insertImage = (file: File) =>
    uploadAndInsert(file, {
      typeError: checkEditorImage(file),
      failed: tr('upload.imageInsertFailed', '图片插入失败'),
      insert: (src) => editor?.chain().focus().setImage({ src, alt: file.name }).run(),
    });

  const insertVideo = (file: File) =>
    uploadAndInsert(file, {
      typeError: checkVideo(file) ? null : t('editor.videoType', { types: EDITOR_VIDEO_TYPES.join(',') }),
      failed: tr('upload.videoInsertFailed', '视频插入失败'),
      insert: (src) => editor?.chain().focus().insertContent({ type: 'video', attrs: { src } }).run(),
    });

  const openLink = () => {
    const href = (editor?.getAttributes('link').href as string | undefined) ?? '';
    setLink({ open: true, href });
  };
  const applyLink = () => {
    const href = link.href.trim();
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (!href) chain?.unsetLink().run();
    else if (/^(https?:|mailto:|tel:|\/)/i.test(href)) chain?.setLink({ href }).run();
    else chain?.setLink({ href: `https://${href}` }).run();
    setLink({ open: false, href: '' });
  };

  const off = !editable || busy || !editor;
  const s = state ?? null;

  return (
    <div className={`dss-editor${readOnly ? ' dss-editor--readonly' : ''}`} aria-busy={!ready || busy}>
      {!readOnly && (
        <div className="dss-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
          <ToolButton label={t('editor.bold')} icon={<BoldOutlined />} active={s?.bold} disabled={off} onClick={() => editor?.chain().focus().toggleBold().run()} />
          <ToolButton label={t('editor.italic')} icon={<ItalicOutlined />} active={s?.italic} disabled={off} onClick={() => editor?.chain().focus().toggleItalic().run()} />
          <ToolButton
            label={t('editor.underline')}
            icon={<UnderlineOutlined />}
            active={s?.underline}
            disabled={off}
            onClick={() => editor?.chain().focus().toggleUnderline().run()}
          />
          <ToolButton label={t('editor.strike')} icon={<StrikethroughOutlined />} active={s?.strike} disabled={off} onClick={() => editor?.chain().focus().toggleStrike().run()} />
          <span className="dss-editor__sep" aria-hidden />
          <Select
            size="small"
            className="dss-editor__heading"
            aria-label={t('editor.heading')}
            disabled={off}
            value={s?.heading ?? 0}
            popupMatchSelectWidth={false}
            options={[
              { value: 0, label: t('editor.paragraph') },
              ...HEADINGS.map((l) => ({ value: l, label: t('editor.headingN', { level: l }) })),
            ]}
            onChange={(level: number) => {
              if (!editor) return;
              if (level === 0) editor.chain().focus().setParagraph().run();
              else editor.chain().focus().setHeading({ level: level as Level }).run();
            }}
          />
          <ToolButton
            label={t('editor.bulletList')}
            icon={<UnorderedListOutlined />}
            active={s?.bulletList}
            disabled={off}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          />
          <ToolButton
            label={t('editor.orderedList')}
            icon={<OrderedListOutlined />}
            active={s?.orderedList}
            disabled={off}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          />
          <ToolButton label={t('editor.blockquote')} active={s?.blockquote} disabled={off} onClick={() => editor?.chain().focus().toggleBlockquote().run()}>
            <span aria-hidden>❝</span>
          </ToolButton>
          <ToolButton label={t('editor.code')} icon={<CodeOutlined />} active={s?.code} disabled={off} onClick={() => editor?.chain().focus().toggleCode().run()} />
          <ToolButton label={t('editor.codeBlock')} active={s?.codeBlock} disabled={off} onClick={() => editor?.chain().focus().toggleCodeBlock().run()}>
            <span aria-hidden>{'{ }'}</span>
          </ToolButton>
          <span className="dss-editor__sep" aria-hidden />
          <ToolButton label={t('editor.link')} icon={<LinkOutlined />} active={s?.link} disabled={off} onClick={openLink} />
          <ToolButton label={t('editor.unlink')} icon={<DisconnectOutlined />} disabled={off || !s?.link} onClick={() => editor?.chain().focus().unsetLink().run()} />
          <ToolButton label={t('editor.image')} icon={<PictureOutlined />} disabled={off} onClick={() => imageInput.current?.click()} />
          <ToolButton label={t('editor.video')} icon={<VideoCameraOutlined />} disabled={off} onClick={() => videoInput.current?.click()} />
          <span className="dss-editor__sep" aria-hidden />
          <ToolButton label={t('editor.undo')} icon={<UndoOutlined />} disabled={off || !s?.canUndo} onClick={() => editor?.chain().focus().undo().run()} />
          <ToolButton label={t('editor.redo')} icon={<RedoOutlined />} disabled={off || !s?.canRedo} onClick={() => editor?.chain().focus().redo().run()} />
          <FilePicker ref={imageInput} accept={EDITOR_IMAGE_TYPES} label={t('editor.image')} testId="editor-image-input" onPick={(f) => void insertImage(f)} />
          <FilePicker ref={videoInput} accept={EDITOR_VIDEO_TYPES} label={t('editor.video')} testId="editor-video-input" onPick={(f) => void insertVideo(f)} />
        </div>
      )}
      <div
        className="dss-editor__body"
        style={{ ['--dss-editor-min' as string]: `${minHeight}px`, height, overflowY: height ? 'auto' : undefined }}
      >
        <EditorContent editor={editor} />
      </div>
      <Modal
        open={link.open}
        title={t('editor.link')}
        okText={t('action.confirm')}
        cancelText={t('action.cancel')}
        onOk={applyLink}
        onCancel={() => setLink({ open: false, href: '' })}
        destroyOnHidden
      >
        <label htmlFor={linkInputId} className="dss-editor__link-label">
          {t('editor.linkUrl')}
        </label>
        <Input id={linkInputId} value={link.href} placeholder="https://" onChange={(e) => setLink((l) => ({ ...l, href: e.target.value }))} onPressEnter={applyLink} />
      </Modal>
    </div>
  );
}
