import { useId } from 'react';
import type { Block, Lang } from '@site/content/types';
import { GUIDE_STRINGS } from '../strings';
import { RichText } from './RichText';
import s from './blocks.module.css';

/**
 * A data table: caption, column headers (`scope="col"`) and the first cell of each row as its row header
 * (`scope="row"`). On narrow screens the table scrolls sideways inside a labelled, focusable region,
 * so keyboard users can scroll it too.
 */
export function TableBlock({ block, lang }: { block: Extract<Block, { type: 'table' }>; lang: Lang }) {
  const captionId = useId();
  return (
    <div className={s.tableBlock}>
      <div
        className={s.tableScroll}
        role="region"
        aria-label={GUIDE_STRINGS[lang].tableRegion(block.caption)}
        tabIndex={0}
      >
        <table className={s.table} aria-describedby={block.note ? `${captionId}-note` : undefined}>
          <caption id={captionId}>{block.caption}</caption>
          <thead>
            <tr>
              {block.head.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      <RichText text={cell} />
                    </th>
                  ) : (
                    <td key={c}>
                      <RichText text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note && (
        <p id={`${captionId}-note`} className={s.tableNote}>
          <RichText text={block.note} />
        </p>
      )}
    </div>
  );
}
