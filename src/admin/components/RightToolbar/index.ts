export { RightToolbar, type RightToolbarProps } from './RightToolbar';
export { useColumnVisibility, type ColumnSetting, type ColumnVisibility, type StoredColumns } from './useColumnVisibility';
