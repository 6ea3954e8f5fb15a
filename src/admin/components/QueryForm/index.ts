export { QueryForm, type QueryFormProps } from './QueryForm';
export { DateRangeFilter, SelectFilter, TextFilter } from './filters';
