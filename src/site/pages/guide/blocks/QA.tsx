import type { Block, Lang } from '@site/content/types';
import { GUIDE_STRINGS } from '../strings';
import { RichText } from './RichText';
import s from './blocks.module.css';

/** Questions and answers as native disclosures (keyboard and screen-reader friendly, no script). */
export function QA({ block, lang }: { block: Extract<Block, { type: 'qa' }>; lang: Lang }) {
  const t = GUIDE_STRINGS[lang];
  return (
    <div className={s.qa}>
      {block.items.map((item, i) => (
        <details key={i} className={s.qaItem}>
          <summary className={s.qaQuestion}>{item.q}</summary>
          <div className={s.qaAnswer}>
            <p>
              <RichText text={item.a} />
            </p>
            {item.sources && item.sources.length > 0 && (
              <p className={s.qaSources}>
                {t.answerSources}
                {item.sources.map((src, j) => (
                  <span key={src.url}>
                    {j > 0 && (lang === 'zh' ? '；' : '; ')}
                    <a href={src.url} rel="noopener noreferrer" target="_blank">
                      {src.title}
                    </a>
                    {' · '}
                    {src.publisher}
                    {' · '}
                    <time dateTime={src.checked}>{t.checked(src.checked)}</time>
                  </span>
                ))}
              </p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
