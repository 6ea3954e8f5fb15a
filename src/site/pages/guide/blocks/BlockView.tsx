import { Link } from 'react-router-dom';
import type { Block, Lang } from '@site/content/types';
import { localizePath } from '@site/lib/langPath';
import { Callout } from './Callout';
import { Facts } from './Facts';
import { ImageBlock } from './ImageBlock';
import { ListBlock } from './ListBlock';
import { Paragraph } from './Paragraph';
import { QA } from './QA';
import { Steps } from './Steps';
import { TableBlock } from './TableBlock';
import s from './blocks.module.css';

/** Renders one content block by its type; an unknown type renders nothing rather than breaking the page. */
export function BlockView({ block, lang }: { block: Block; lang: Lang }) {
  switch (block.type) {
    case 'paragraph':
      return <Paragraph block={block} />;
    case 'list':
      return <ListBlock block={block} />;
    case 'table':
      return <TableBlock block={block} lang={lang} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'callout':
      return <Callout block={block} lang={lang} />;
    case 'facts':
      return <Facts block={block} />;
    case 'qa':
      return <QA block={block} lang={lang} />;
    case 'steps':
      return <Steps block={block} />;
    case 'link':
      return (
        <p className={s.paragraph}>
          <Link to={localizePath(lang, block.to)}>{block.text}</Link>
        </p>
      );
    default:
      return null;
  }
}
