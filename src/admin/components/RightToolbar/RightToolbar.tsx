import { useId, useState } from 'react';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import type { ColumnSetting } from './useColumnVisibility';
import { ColumnTransferDialog } from './ColumnTransferDialog';

/** How 显隐列 offers the columns (RuoYi `showColumnsType`). */
export type ColumnsType = 'checkbox' | 'transfer';

export interface RightToolbarProps {
  /** the query form is shown */
  showSearch?: boolean;
  /** omit to hide the 隐藏/显示搜索 button */
  onToggleSearch?(show: boolean): void;
  /** 刷新: reload the list with the current query (omit to hide the button) */
  onRefresh?(): void;
  /** the 显隐列 menu (omit or empty to hide the button) */
  columns?: readonly ColumnSetting[];
  onColumnChange?(key: string, visible: boolean): void;
  /** several columns at once (the transfer dialog moves many): the keys now shown */
  onColumnsChange?(visibleKeys: string[]): void;
  /** 显隐列 as a dropdown of checkboxes (default) or a transfer dialog 显示 ⇄ 隐藏 */
  showColumnsType?: ColumnsType;
  /** the id of the element the search button collapses (aria-controls) */
  searchControls?: string;
}

/**
 * RuoYi `<right-toolbar>`: circle buttons 隐藏/显示搜索, 刷新 and 显隐列 (a checkbox list, or with
 * `showColumnsType="transfer"` a dialog with two lists). At least one column stays shown.
 */
export function RightToolbar({
  showSearch = true,
  onToggleSearch,
  onRefresh,
  columns,
  onColumnChange,
  onColumnsChange,
  showColumnsType = 'checkbox',
  searchControls,
}: RightToolbarProps) {
  const { t } = useTranslation('admin-views');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const searchLabel = showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch');

  const setVisibleKeys = (keys: string[]) => {
    if (onColumnsChange) onColumnsChange(keys);
    else for (const c of columns ?? []) if (c.visible !== keys.includes(c.key)) onColumnChange?.(c.key, !c.visible);
  };

  const columnsButton = (
    <Tooltip title={t('toolbar.columns')}>
      <Button
        shape="circle"
        icon={<AppstoreOutlined aria-hidden />}
        aria-label={t('toolbar.columns')}
        aria-haspopup={showColumnsType === 'transfer' ? 'dialog' : 'true'}
        aria-expanded={open}
        onClick={showColumnsType === 'transfer' ? () => setOpen(true) : undefined}
      />
    </Tooltip>
  );

  return (
    <div className="admin-right-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {onToggleSearch && (
        <Tooltip title={searchLabel}>
          <Button
            shape="circle"
            icon={<SearchOutlined aria-hidden />}
            aria-label={searchLabel}
            aria-expanded={showSearch}
            aria-controls={searchControls}
            onClick={() => onToggleSearch(!showSearch)}
          />
        </Tooltip>
      )}
      {onRefresh && (
        <Tooltip title={t('toolbar.refresh')}>
          <Button shape="circle" icon={<ReloadOutlined aria-hidden />} aria-label={t('toolbar.refresh')} onClick={onRefresh} />
        </Tooltip>
      )}
      {columns && columns.length > 0 && showColumnsType === 'transfer' && (
        <>
          {columnsButton}
          <ColumnTransferDialog open={open} columns={columns} onChange={setVisibleKeys} onClose={() => setOpen(false)} />
        </>
      )}
      {columns && columns.length > 0 && showColumnsType !== 'transfer' && (
        <Popover
          trigger="click"
          placement="bottomRight"
          open={open}
          onOpenChange={setOpen}
          content={
            <div id={panelId} className="admin-right-toolbar__columns" role="group" aria-label={t('toolbar.columns')}>
              {columns.map((c) => (
                <Checkbox
                  key={c.key}
                  checked={c.visible}
                  // keep at least one column
                  disabled={c.visible && columns.filter((x) => x.visible).length === 1}
                  onChange={(e) => onColumnChange?.(c.key, e.target.checked)}
                >
                  {c.label}
                </Checkbox>
              ))}
            </div>
          }
        >
          {columnsButton}
        </Popover>
      )}
    </div>
  );
}

export default RightToolbar;
