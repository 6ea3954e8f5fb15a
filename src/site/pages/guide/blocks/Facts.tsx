import type { Block } from '@site/content/types';
import s from './blocks.module.css';

/** Key figures as cards; a description list so each value is read with its label. */
export function Facts({ block }: { block: Extract<Block, { type: 'facts' }> }) {
  return (
    <dl className={s.facts}>
      {block.items.map((item, i) => (
        <div key={i} className={s.fact}>
          <dt className={s.factLabel}>{item.label}</dt>
          <dd className={s.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
