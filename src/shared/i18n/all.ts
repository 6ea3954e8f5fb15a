/** Every locale file of both apps: for tests and tools, never imported by an app entry. */
import type { LocaleModules } from './index';

export const allLocaleModules: LocaleModules = import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' });
