import type { Block } from '@site/content/types';
import { RichText } from './RichText';
import s from './blocks.module.css';

/** Ordered steps, each with a short title (h3, under the section's h2) and its text. */
export function Steps({ block }: { block: Extract<Block, { type: 'steps' }> }) {
  return (
    <ol className={s.steps}>
      {block.items.map((item, i) => (
        <li key={i} className={s.step}>
          <h3 className={s.stepTitle}>{item.title}</h3>
          <p className={s.stepText}>
            <RichText text={item.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
