import { create } from 'zustand';
import { SCHOOL_ABROAD_FILTERS } from '@shared/contract/constants';

export type SchoolFilterName = (typeof SCHOOL_ABROAD_FILTERS)[number]['name'];

/**
 * The home page's own choices (article type tab, school filter), kept in memory for the session so the page
 * the visitor returns to is the one they left. The data itself is kept by react-query's cache.
 */
interface HomeState {
  /** a station type's code (分类管理, GET /bbs/web/types); '' = all */
  blogType: string;
  school: SchoolFilterName;
  setBlogType: (v: string) => void;
  setSchool: (v: SchoolFilterName) => void;
}

export const useHomeStore = create<HomeState>()((set) => ({
  blogType: '',
  school: 'all',
  setBlogType: (blogType) => set({ blogType }),
  setSchool: (school) => set({ school }),
}));

export function resetHomeStore(): void {
  useHomeStore.setState({ blogType: '', school: 'all' });
}

/** The spec's school-filter option {name, label, id}: id null all, 1 abroad, 0 domestic. */
export function abroadOf(name: SchoolFilterName): 1 | 0 | null {
  return SCHOOL_ABROAD_FILTERS.find((f) => f.name === name)?.id ?? null;
}
