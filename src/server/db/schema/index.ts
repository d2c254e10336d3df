// Every domain's tables. drizzle-kit reads this file (drizzle.config.ts); add a domain's file here.

export * from './auth';
export * from './cache';
export * from './contact';
export * from './events';
export * from './mail';
export * from './members';
export * from './rate-limits';
