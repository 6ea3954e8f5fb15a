import { mergeAttributes, Node } from '@tiptap/react';

/** A block `<video controls src>` node for uploaded videos (and audio files, which `<video>` plays too). */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null },
    };
  },

  parseHTML() {
    return [
      { tag: 'video[src]' },
      {
        tag: 'video',
        getAttrs: (el) => {
          const src = (el as HTMLElement).querySelector('source')?.getAttribute('src');
          return src ? { src } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes({ controls: 'controls', preload: 'metadata', class: 'dss-editor-video' }, HTMLAttributes)];
  },
});
