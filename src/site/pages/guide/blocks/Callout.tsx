import { CheckCircleOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { Block, Lang } from '@site/content/types';
import { datedLabel } from '../strings';
import { RichText } from './RichText';
import s from './blocks.module.css';

const ICONS = {
  info: InfoCircleOutlined,
  warning: ExclamationCircleOutlined,
  success: CheckCircleOutlined,
} as const;

/** A highlighted note; `dated` shows a badge with the date a rule takes effect. */
export function Callout({ block, lang }: { block: Extract<Block, { type: 'callout' }>; lang: Lang }) {
  const Icon = ICONS[block.tone] ?? InfoCircleOutlined;
  return (
    <div className={`${s.callout} ${s[`tone-${block.tone}`] ?? ''}`} role="note">
      <Icon className={s.calloutIcon} aria-hidden />
      <div className={s.calloutBody}>
        {(block.title || block.dated) && (
          <p className={s.calloutTitle}>
            {block.dated && <span className={s.badge}>{datedLabel(lang, block.dated)}</span>}
            {block.title && <strong>{block.title}</strong>}
          </p>
        )}
        <p className={s.calloutText}>
          <RichText text={block.text} />
        </p>
      </div>
    </div>
  );
}
