export { ListPage, tableMinWidth, type ListColumn, type ListPageProps } from './ListPage';
export { CrudToolbar, type CrudToolbarProps } from './CrudToolbar';
export { RowActions, type RowAction } from './RowActions';
export { useListQuery, buildListQuery, type ListQuery, type ListQueryOptions, type DateRangeValue } from './useListQuery';
export { useCrudPage, type CrudPage, type CrudPageOptions, type CrudPerms, type CrudId, type CrudMode, type WithId } from './useCrudPage';
