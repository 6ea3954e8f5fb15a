import type { Block } from '@site/content/types';
import { RichText } from './RichText';
import s from './blocks.module.css';

/** Questions and answers as native disclosures (keyboard and screen-reader friendly, no script). */
export function QA({ block }: { block: Extract<Block, { type: 'qa' }> }) {
  return (
    <div className={s.qa}>
      {block.items.map((item, i) => (
        <details key={i} className={s.qaItem}>
          <summary className={s.qaQuestion}>{item.q}</summary>
          <div className={s.qaAnswer}>
            <p>
              <RichText text={item.a} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
