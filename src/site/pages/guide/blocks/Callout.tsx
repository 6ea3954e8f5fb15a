import type { Block, Lang } from '@site/content/types';
import { createIcon } from '@site/components/icons';
import { datedLabel } from '../strings';
import { RichText } from './RichText';
import s from './blocks.module.css';

// antd's InfoCircle, ExclamationCircle and CheckCircle (outlined) shapes
const CIRCLE =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm0 820c-205.4 0-372-166.6-372-372s166.6-372 372-372 372 166.6 372 372-166.6 372-372 372z';
const InfoIcon = createIcon('info-circle', [
  CIRCLE,
  'M464 336a48 48 0 1096 0 48 48 0 10-96 0zm72 112h-48c-4.4 0-8 3.6-8 8v272c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V456c0-4.4-3.6-8-8-8z',
]);
const WarningIcon = createIcon('exclamation-circle', [
  CIRCLE,
  'M464 688a48 48 0 1096 0 48 48 0 10-96 0zm24-112h48c4.4 0 8-3.6 8-8V296c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8v272c0 4.4 3.6 8 8 8z',
]);
const SuccessIcon = createIcon('check-circle', [
  'M699 353h-46.9c-10.2 0-19.9 4.9-25.9 13.3L469 584.3l-71.2-98.8c-6-8.3-15.6-13.3-25.9-13.3H325c-6.5 0-10.3 7.4-6.5 12.7l124.6 172.8a31.8 31.8 0 0051.7 0l210.6-292c3.9-5.3.1-12.7-6.4-12.7z',
  CIRCLE,
]);

const ICONS = {
  info: InfoIcon,
  warning: WarningIcon,
  success: SuccessIcon,
} as const;

/** A highlighted note; `dated` shows a badge with the date a rule takes effect. */
export function Callout({ block, lang }: { block: Extract<Block, { type: 'callout' }>; lang: Lang }) {
  const Icon = ICONS[block.tone] ?? InfoIcon;
  return (
    <div className={`${s.callout} ${s[`tone-${block.tone}`] ?? ''}`} role="note">
      <Icon className={s.calloutIcon} />
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
