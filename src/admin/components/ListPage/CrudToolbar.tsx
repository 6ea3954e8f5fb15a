import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { Auth } from '@shared/auth/Auth';

export interface CrudToolbarProps {
  /** the permission of each button; a button without a permission or a handler is not shown */
  perms: { add?: string; edit?: string; remove?: string; export?: string; refreshCache?: string };
  /** selected rows: 修改 needs exactly one, 删除 at least one */
  selected: number;
  onAdd?(): void;
  onEdit?(): void;
  onRemove?(): void;
  onExport?(): void;
  /** 刷新缓存 (after 导出) */
  onRefreshCache?(): void;
  /** more buttons after 导出 (e.g. 刷新缓存, 关闭) */
  children?: ReactNode;
}

/** RuoYi's list toolbar: 新增 / 修改 / 删除 / 导出 / 刷新缓存, each behind its permission (`<Auth permi>`). */
export function CrudToolbar({ perms, selected, onAdd, onEdit, onRemove, onExport, onRefreshCache, children }: CrudToolbarProps) {
  const { t } = useTranslation('admin-views');
  return (
    <>
      {perms.add && onAdd && (
        <Auth permi={perms.add}>
          <Button color="primary" variant="outlined" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {t('action.add')}
          </Button>
        </Auth>
      )}
      {perms.edit && onEdit && (
        <Auth permi={perms.edit}>
          <Button className="admin-btn--success" icon={<EditOutlined aria-hidden />} disabled={selected !== 1} onClick={onEdit}>
            {t('action.edit')}
          </Button>
        </Auth>
      )}
      {perms.remove && onRemove && (
        <Auth permi={perms.remove}>
          <Button danger icon={<DeleteOutlined aria-hidden />} disabled={selected < 1} onClick={onRemove}>
            {t('action.remove')}
          </Button>
        </Auth>
      )}
      {perms.export && onExport && (
        <Auth permi={perms.export}>
          <Button className="admin-btn--warning" icon={<DownloadOutlined aria-hidden />} onClick={onExport}>
            {t('action.export')}
          </Button>
        </Auth>
      )}
      {perms.refreshCache && onRefreshCache && (
        <Auth permi={perms.refreshCache}>
          <Button danger icon={<SyncOutlined aria-hidden />} onClick={onRefreshCache}>
            {t('action.refreshCache')}
          </Button>
        </Auth>
      )}
      {children}
    </>
  );
}

export default CrudToolbar;
