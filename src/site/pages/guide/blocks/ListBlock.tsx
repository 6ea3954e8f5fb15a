import type { Block } from '@site/content/types';
import { RichText } from './RichText';
import s from './blocks.module.css';

export function ListBlock({ block }: { block: Extract<Block, { type: 'list' }> }) {
  const Tag = block.ordered ? 'ol' : 'ul';
  return (
    <Tag className={s.list}>
      {block.items.map((item, i) => (
        <li key={i}>
          <RichText text={item} />
        </li>
      ))}
    </Tag>
  );
}
