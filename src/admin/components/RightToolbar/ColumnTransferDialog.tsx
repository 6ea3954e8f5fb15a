import { useId, useState } from 'react';
import { Button, Checkbox, Modal, Transfer } from 'antd';
import type { TransferProps } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import type { ColumnSetting } from './useColumnVisibility';

interface Item {
  key: string;
  title: string;
}

type BodyProps = Parameters<NonNullable<TransferProps<Item>['children']>>[0];

export interface ColumnTransferDialogProps {
  open: boolean;
  columns: readonly ColumnSetting[];
  /** the keys shown after a move, in column order */
  onChange(visibleKeys: string[]): void;
  onClose(): void;
}

/**
 * 显隐列 as RuoYi's transfer dialog (`showColumnsType="transfer"`): 显示 on the left, 隐藏 on the right; a move
 * applies at once. Each list is a group of labelled checkboxes with its own 全选, and the move buttons are named,
 * so the dialog works from the keyboard and with a screen reader. The last shown column cannot be hidden.
 */
export function ColumnTransferDialog({ open, columns, onChange, onClose }: ColumnTransferDialogProps) {
  const { t: tc } = useTranslation('admin-crud');
  const [selected, setSelected] = useState<{ source: string[]; target: string[] }>({ source: [], target: [] });
  const hintId = useId();

  const data: Item[] = columns.map((c) => ({ key: c.key, title: c.label }));
  const hidden = columns.filter((c) => !c.visible).map((c) => c.key);
  const shownCount = columns.length - hidden.length;
  // hiding every shown column would leave an empty table
  const wouldHideAll = selected.source.length > 0 && selected.source.length >= shownCount;

  const move: TransferProps<Item>['onChange'] = (targetKeys) => {
    const target = new Set(targetKeys.map(String));
    const visible = columns.filter((c) => !target.has(c.key)).map((c) => c.key);
    if (visible.length === 0) return;
    onChange(visible);
  };

  return (
    <Modal open={open} title={tc('columns.dialogTitle')} footer={null} onCancel={onClose} width={560} destroyOnHidden>
      <Transfer<Item>
        className="admin-column-transfer"
        dataSource={data}
        targetKeys={hidden}
        selectedKeys={[...selected.source, ...selected.target]}
        onSelectChange={(source, target) => setSelected({ source: source.map(String), target: target.map(String) })}
        onChange={move}
        titles={[tc('columns.shown'), tc('columns.hidden')]}
        showSelectAll={false}
        render={(item) => item.title}
        actions={[
          <Button
            key="hide"
            type="primary"
            size="small"
            icon={<RightOutlined aria-hidden />}
            aria-label={tc('columns.toHidden')}
            title={tc('columns.toHidden')}
            aria-describedby={wouldHideAll ? hintId : undefined}
            disabled={wouldHideAll}
          />,
          <Button
            key="show"
            type="primary"
            size="small"
            icon={<LeftOutlined aria-hidden />}
            aria-label={tc('columns.toShown')}
            title={tc('columns.toShown')}
          />,
        ]}
      >
        {(props) => <ColumnList {...props} />}
      </Transfer>
      <p id={hintId} className="admin-column-transfer__hint" role="status">
        {wouldHideAll ? tc('columns.keepOne') : ''}
      </p>
    </Modal>
  );
}

/** One side of the transfer: 全选 and a checkbox per column, in a group named after the side. */
function ColumnList({ direction, filteredItems, selectedKeys, onItemSelect, onItemSelectAll, titleText }: BodyProps) {
  const { t: tc } = useTranslation('admin-crud');
  const name = typeof titleText === 'string' ? titleText : direction === 'left' ? tc('columns.shown') : tc('columns.hidden');
  const keys = filteredItems.map((i) => i.key);
  const checked = keys.filter((k) => selectedKeys.includes(k)).length;
  if (keys.length === 0) return <div className="admin-column-transfer__empty">{tc('columns.none')}</div>;
  return (
    <div className="admin-column-transfer__list" role="group" aria-label={name}>
      <Checkbox
        className="admin-column-transfer__all"
        checked={checked === keys.length}
        indeterminate={checked > 0 && checked < keys.length}
        onChange={(e) => onItemSelectAll(keys, e.target.checked)}
      >
        {tc('columns.selectAll')}
      </Checkbox>
      {filteredItems.map((item) => (
        <Checkbox key={item.key} checked={selectedKeys.includes(item.key)} onChange={(e) => onItemSelect(item.key, e.target.checked)}>
          {item.title}
        </Checkbox>
      ))}
    </div>
  );
}

export default ColumnTransferDialog;
