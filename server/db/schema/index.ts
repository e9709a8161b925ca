// One file per domain; drizzle-kit reads them all (drizzle.config.ts) and the client gets them all here.
export * from './catalog';
export * from './telemetry';
export * from './accounts';
export * from './library';
export * from './contact';
export * from './payments';
export * from './comments';
export * from './studio';
export * from './admin';
export * from './discovery';
export * from './profiles';
