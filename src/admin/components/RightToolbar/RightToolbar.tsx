import { useId, useState } from 'react';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnSetting } from './useColumnVisibility';

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
  /** the id of the element the search button collapses (aria-controls) */
  searchControls?: string;
}

/** RuoYi `<right-toolbar>`: circle buttons 隐藏/显示搜索, 刷新 and 显隐列 (a checkbox list). */
export function RightToolbar({ showSearch = true, onToggleSearch, onRefresh, columns, onColumnChange, searchControls }: RightToolbarProps) {
  const { t } = useTranslation('admin-views');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const searchLabel = showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch');

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
      {columns && columns.length > 0 && (
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
          <Tooltip title={t('toolbar.columns')}>
            <Button
              shape="circle"
              icon={<AppstoreOutlined aria-hidden />}
              aria-label={t('toolbar.columns')}
              aria-haspopup="true"
              aria-expanded={open}
            />
          </Tooltip>
        </Popover>
      )}
    </div>
  );
}

export default RightToolbar;
