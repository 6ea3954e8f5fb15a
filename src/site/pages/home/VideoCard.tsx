import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import type { VideoRow } from '@shared/contract';
import { dateOf, formatDuration } from './list';
import { PlayCircleFilledIcon } from './icons';
import { SampleTag } from '../../components/SampleTag';
import { coverLoading } from '../../kit/CardMedia';

/**
 * A video in a grid: poster with a play mark and the length; the title links to its player page. `index`: its place
 * in a list page's grid, whose first posters load at once (see CardMedia); elsewhere posters load lazily.
 */
export function VideoCard({ video, to, headingLevel = 3, index }: { video: VideoRow; to: string; headingLevel?: 2 | 3; index?: number }) {
  const { t } = useTranslation('site-home');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="site-vcard">
      <div className="site-vcard__media">
        {video.cover ? (
          <img src={video.cover} alt="" width={480} height={270} decoding="async" {...coverLoading(index)} />
        ) : (
          <span className="site-vcard__blank" />
        )}
        <PlayCircleFilledIcon className="site-vcard__play" />
        <span className="site-vcard__time">
          <span className="sr-only">{t('video.duration', { duration: formatDuration(video.duration) })}</span>
          <span aria-hidden>{formatDuration(video.duration)}</span>
        </span>
      </div>
      <H className="site-vcard__title">
        <Link to={to} className="site-stretch">
          {video.title}
        </Link>
      </H>
      <p className="site-vcard__meta">
        <time dateTime={dateOf(video.createTime)}>{dateOf(video.createTime)}</time>
        <SampleTag show={video.isSample} />
      </p>
    </li>
  );
}
