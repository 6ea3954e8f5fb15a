import { useId, useMemo, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { Table, type FormInstance, type TableProps } from 'antd';
import { useTranslation } from '@shared/i18n';
import type { ColumnType } from 'antd/es/table';
import { QueryForm } from '../QueryForm';
import { RightToolbar, useColumnVisibility, type ColumnsType } from '../RightToolbar';
import { Pagination } from '../Pagination';
import type { ListQuery } from './useListQuery';
import './listPage.css';

/** A table column of a list page: a `key` and a text `title` (the 显隐列 label) are required. */
export type ListColumn<Row> = Omit<ColumnType<Row>, 'key' | 'title'> & {
  key: string;
  title: string;
  /** false: always shown, not in the 显隐列 menu (e.g. the operations column) */
  hideable?: boolean;
  /** false: hidden until turned on in 显隐列 */
  defaultVisible?: boolean;
};

export interface ListPageProps<Row extends object, F extends object> {
  /** from useListQuery */
  list: ListQuery<Row, F>;
  rowKey: Extract<keyof Row, string>;
  columns: ListColumn<Row>[];
  /** localStorage key of the column visibility (RuoYi RightToolbar `storageKey`) */
  columnsStorageKey?: string;
  /** 显隐列 as a dropdown of checkboxes (default) or a transfer dialog (RuoYi `showColumnsType`) */
  columnsType?: ColumnsType;
  /** the query form's instance and its Form.Items (omit both for a list without filters) */
  form?: FormInstance;
  filters?: ReactNode;
  filtersInitialValues?: Record<string, unknown>;
  /** the buttons left of RightToolbar (usually a CrudToolbar) */
  toolbar?: ReactNode;
  /** row selection checkboxes (default true) */
  selectable?: boolean;
  /** the pager under the table (default true; tree pages show the whole list) */
  paginated?: boolean;
  /** accessible name of the table */
  label: string;
  /** shown above the query form */
  header?: ReactNode;
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading' | 'rowSelection'>;
  /** dialogs and anything else of the page */
  children?: ReactNode;
  className?: string;
}

/** Below these a column is too narrow to read: the table scrolls sideways instead (phones). */
export const MIN_TEXT_COLUMN_WIDTH = 140;
export const MIN_COLUMN_WIDTH = 96;
/** the row-selection checkbox column with its padding */
export const SELECTION_COLUMN_WIDTH = 48;

function widthOf<Row>(c: ColumnType<Row>): number {
  if (typeof c.width === 'number') return c.width;
  const px = typeof c.width === 'string' ? /^(\d+(?:\.\d+)?)px$/.exec(c.width.trim()) : null;
  if (px) return Number(px[1]);
  if (typeof c.minWidth === 'number') return c.minWidth;
  return c.ellipsis ? MIN_TEXT_COLUMN_WIDTH : MIN_COLUMN_WIDTH;
}

/**
 * The narrowest the table may get: every column at its width (or a readable minimum), plus the selection column.
 * On a wide screen the table still fills the page; on a phone it keeps this width and scrolls inside its container,
 * so no text column shrinks to nothing and the 操作 column stays reachable.
 */
export function tableMinWidth<Row>(columns: readonly ColumnType<Row>[], selectable: boolean): number {
  return columns.reduce((sum, c) => sum + widthOf(c), selectable ? SELECTION_COLUMN_WIDTH : 0);
}

/**
 * The list page scaffold (RuoYi's common page pattern): a query form that RightToolbar collapses, 搜索 / 重置, a
 * toolbar, RightToolbar (refresh, column visibility persisted under `columnsStorageKey`), an antd Table with row
 * selection, and Pagination. All state lives in the page component (kept alive by the tags view).
 */
export function ListPage<Row extends object, F extends object>({
  list,
  rowKey,
  columns,
  columnsStorageKey,
  columnsType,
  form,
  filters,
  filtersInitialValues,
  toolbar,
  selectable = true,
  paginated = true,
  label,
  header,
  tableProps,
  children,
  className,
}: ListPageProps<Row, F>) {
  const { t } = useTranslation('admin-views');
  const [showSearch, setShowSearch] = useState(true);
  const queryId = useId();

  const hideable = useMemo(
    () => columns.filter((c) => c.hideable !== false).map((c) => ({ key: c.key, label: c.title, visible: c.defaultVisible !== false })),
    [columns],
  );
  const visibility = useColumnVisibility(hideable, columnsStorageKey);
  const shown = useMemo(
    () => columns.filter((c) => c.hideable === false || visibility.isVisible(c.key)).map(toAntColumn),
    [columns, visibility],
  );
  const { style: tableStyle, ...restTableProps } = tableProps ?? {};
  const style = useMemo(
    () => ({ ...tableStyle, '--admin-table-min-width': `${tableMinWidth(shown, selectable)}px` }) as CSSProperties,
    [tableStyle, shown, selectable],
  );

  const search = () => {
    if (form) void list.search(form.getFieldsValue() as Partial<F>);
  };
  const reset = () => {
    if (!form) return;
    form.resetFields();
    void list.search(form.getFieldsValue() as Partial<F>);
  };

  return (
    <div className={['admin-page', 'admin-list-page', className].filter(Boolean).join(' ')}>
      {header}
      {form && filters && (
        <QueryForm id={queryId} form={form} show={showSearch} onSearch={search} onReset={reset} initialValues={filtersInitialValues}>
          {filters}
        </QueryForm>
      )}
      <div className="admin-list-page__toolbar">
        <div className="admin-list-page__buttons" role="toolbar" aria-label={t('toolbar.actions')}>
          {toolbar}
        </div>
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={form && filters ? setShowSearch : undefined}
          searchControls={queryId}
          onRefresh={() => void list.refresh()}
          columns={visibility.settings}
          onColumnChange={visibility.setVisible}
          onColumnsChange={visibility.setVisibleKeys}
          showColumnsType={columnsType}
        />
      </div>
      <Table<Row>
        aria-label={label}
        rowKey={rowKey}
        columns={shown}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: list.selectedKeys,
                onChange: (keys: Key[], rows: Row[]) => list.setSelection(keys, rows),
              }
            : undefined
        }
        {...restTableProps}
        style={style}
      />
      {paginated && <Pagination total={list.total} page={list.pageNum} limit={list.pageSize} onChange={(p, s) => void list.setPage(p, s)} />}
      {children}
    </div>
  );
}

function toAntColumn<Row>(c: ListColumn<Row>): ColumnType<Row> {
  const { hideable: _h, defaultVisible: _d, ...rest } = c;
  return { ...rest, dataIndex: rest.dataIndex ?? c.key };
}

export default ListPage;
