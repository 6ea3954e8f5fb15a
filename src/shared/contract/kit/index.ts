export * from './entity';
export * from './fields';
export * from './messages';
