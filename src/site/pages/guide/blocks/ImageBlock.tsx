import type { Block } from '@site/content/types';
import s from './blocks.module.css';

/** An image with its intrinsic size as attributes, so the browser reserves its space before it loads. */
export function ImageBlock({ block }: { block: Extract<Block, { type: 'image' }> }) {
  return (
    <figure className={s.figure}>
      <img
        className={s.image}
        src={block.src}
        alt={block.alt}
        width={block.width}
        height={block.height}
        loading="lazy"
        decoding="async"
      />
      {block.caption && <figcaption className={s.figcaption}>{block.caption}</figcaption>}
    </figure>
  );
}
