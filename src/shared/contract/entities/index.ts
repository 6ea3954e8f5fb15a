/** Every admin entity definition of the module kit (zod inside: the server, lazy admin views and mocks import this). */
export * from './config';
export * from './dict';
export * from './dept';
export * from './user';
export * from './menu';
export * from './role';
export * from './post';
export * from './notice';
export * from './member';
export * from './bbs-posts';
export * from './bbs-media';
export * from './bbs-schools';
export * from './bbsDesk';
export * from './job';
export * from './monitor-logs';
export * from './gen';
