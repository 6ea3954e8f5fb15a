import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { Auth } from '@shared/auth/Auth';

export interface RowAction {
  key: string;
  /** the tooltip and accessible name */
  label: string;
  icon: ReactNode;
  onClick(): void;
  /** shown only with this permission */
  permi?: string;
  danger?: boolean;
  hidden?: boolean;
}

/** A table row's operations: icon buttons with tooltips (RuoYi `link` buttons), each behind its permission. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <span className="admin-table-actions">
      {actions
        .filter((a) => !a.hidden)
        .map((a) => {
          const button = (
            <Tooltip key={a.key} title={a.label}>
              <Button type="link" size="small" danger={a.danger} icon={a.icon} aria-label={a.label} onClick={a.onClick} />
            </Tooltip>
          );
          return a.permi ? (
            <Auth key={a.key} permi={a.permi}>
              {button}
            </Auth>
          ) : (
            button
          );
        })}
    </span>
  );
}

export default RowActions;
