// Every domain's tables. drizzle-kit reads this file (drizzle.config.ts); add a domain's file here.
export * from './members';
export * from './auth';
export * from './mail';
export * from './rate-limits';
export * from './events';
export * from './contact';
