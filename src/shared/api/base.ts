/** The API base path (`/prod-api`), from VITE_APP_BASE_API. */
export const BASE_API: string = import.meta.env.VITE_APP_BASE_API ?? '/prod-api';
