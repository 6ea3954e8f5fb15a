import type { ReactNode } from 'react';
import { CityNote } from '../city/CityNote';
import { Pager } from '../components/Pager';
import { EmptyState, ListArea } from './ListStates';
import { PageHead } from './PageHead';
import type { QueryState } from './useQueryState';
import type { DirectoryList } from './useDirectoryList';
import './directory.css';

/**
 * A paged list for the visitor's city (news, videos): title, lead and the city note, the page's own tools
 * (filters, search), the rows (a skeleton until the first arrive, `empty` when there are none) and the pager.
 */
export function CityListPage<T>({
  title,
  lead,
  label,
  tools,
  list,
  state: { page, size, update },
  empty,
  skeleton,
  children,
}: {
  title: string;
  lead: string;
  /** the list region's accessible name */
  label: string;
  tools: ReactNode;
  list: DirectoryList<T>;
  /** the page, size and update of the list's query state */
  state: Pick<QueryState, 'page' | 'size' | 'update'>;
  empty: string;
  skeleton: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const rows = list.data?.rows ?? [];
  return (
    <div className="site-container dir-page">
      <PageHead title={title} lead={lead} crumbs={[{ label: title }]}>
        <CityNote />
      </PageHead>
      {tools}
      <ListArea
        loading={list.loading}
        initialLoading={list.initialLoading}
        empty={rows.length === 0}
        label={label}
        emptyState={<EmptyState title={empty} />}
        skeleton={skeleton}
      >
        {children(rows)}
      </ListArea>
      <Pager pageNum={page} pageSize={size} total={list.data?.total ?? 0} onChange={(p, s) => update({ page: p, size: s })} />
    </div>
  );
}
