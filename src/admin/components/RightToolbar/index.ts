export { RightToolbar, type RightToolbarProps, type ColumnsType } from './RightToolbar';
export { ColumnTransferDialog, type ColumnTransferDialogProps } from './ColumnTransferDialog';
export { useColumnVisibility, type ColumnSetting, type ColumnVisibility, type StoredColumns } from './useColumnVisibility';
