// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
// Every domain's tables. drizzle-kit reads this file (drizzle.config.ts); add a domain's file here.

export * from './admin';
export * from './auth';
export * from './cache';
export * from './contact';
export * from './content';
export * from './csp';
export * from './events';
export * from './jobs';
export * from './mail';
export * from './members';
export * from './messaging';
export * from './rate-limits';
export * from './retention';
