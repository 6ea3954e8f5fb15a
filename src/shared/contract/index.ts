export * from './envelope';
export * from './session';
export * from './dict';
export * from './bbs';
export * from './redBlack';
export * from './system';
export * from './member';
export * from './monitor';
