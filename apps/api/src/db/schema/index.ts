// The one list of every table, for Drizzle's relational queries and drizzle-kit.
export * from './core';
export * from './grow';
export * from './hire';
export * from './mytime';
export * from './provisioning';
export * from './notifications';
export * from './access';
export * from './settings';
export * from './microsoft';
export * from './teams-bot';
