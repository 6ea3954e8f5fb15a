export { useDict, dictSelectOptions, dictLabel, type Dicts } from './useDict';
export { useDictStore, loadDict, resetDictStore } from './store';
