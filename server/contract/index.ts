export * from './auth.ts';
export * from './common.ts';
export * from './meta.ts';
export * from './report.ts';
export * from './user.ts';
