export * from './envelope';
export * from './session';
export * from './dict';
