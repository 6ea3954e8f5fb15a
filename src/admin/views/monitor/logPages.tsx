/**
 * What the two log pages (操作日志, 登录日志) share: a list sorted by the table's column headers (RuoYi's
 * orderByColumn / isAsc; the server takes only its whitelist) and the 清空 button.
 */
import { useRef } from 'react';
import { Button, type TableProps } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import type { TableDataInfo } from '@shared/contract';
import { Auth } from '@shared/auth/Auth';
import { useListQuery } from '../../components/ListPage';
import { useFeedback } from '../../components/FormDialog/useFeedback';

type Sort = { orderByColumn?: string; isAsc?: 'ascending' | 'descending' };

/** A paged list whose table headers sort it: spread `tableProps` on ListPage. */
export function useSortedList<Row, F extends object>(fetch: (q: F & Sort & { pageNum: number; pageSize: number }) => Promise<TableDataInfo<Row>>) {
  const sort = useRef<Sort>({});
  const list = useListQuery<Row, F>({ fetch: (q) => fetch({ ...q, ...sort.current }) });
  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    sort.current = one?.order && one.field
      ? { orderByColumn: String(one.field), isAsc: one.order === 'ascend' ? 'ascending' : 'descending' }
      : {};
    void list.setPage(1, list.pageSize);
  };
  return { list, tableProps: { onChange } };
}

/** 清空: behind `permi`, asks `confirmText`, then shows `doneText` and reloads. */
export function CleanButton({ permi, label, confirmText, doneText, clean, onCleaned }: {
  permi: string;
  label: string;
  confirmText: string;
  doneText: string;
  clean(): Promise<unknown>;
  onCleaned(): void;
}) {
  const { confirm, message } = useFeedback();
  const run = async () => {
    if (!(await confirm(confirmText))) return;
    try {
      await clean();
    } catch {
      return; // the request layer has shown why
    }
    void message.success(doneText);
    onCleaned();
  };
  return (
    <Auth permi={permi}>
      <Button danger icon={<ClearOutlined aria-hidden />} onClick={() => void run()}>
        {label}
      </Button>
    </Auth>
  );
}
