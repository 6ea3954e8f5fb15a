/**
 * Server menu titles as loaded → the same menus' titles in the language shown now (empty when they are the same).
 * The permission store fills it after a language switch (`retitle`); `useTitleOf` reads it. A store of its own, so
 * the document title of the pages outside the shell (login, 404) does not bring the permission store, the route
 * builder and `/getRouters` onto their first load.
 */
import { create } from 'zustand';

export const useRetitledStore = create<{ retitled: Record<string, string> }>()(() => ({ retitled: {} }));

export const setRetitled = (retitled: Record<string, string>): void => useRetitledStore.setState({ retitled });
