import type { Block } from '@site/content/types';
import { RichText } from './RichText';
import s from './blocks.module.css';

export function Paragraph({ block }: { block: Extract<Block, { type: 'paragraph' }> }) {
  return (
    <p className={s.paragraph}>
      <RichText text={block.text} />
    </p>
  );
}
