// Shared package: constants, zod request schemas and wire types used by server and web.
export * from './constants/index.ts';
export * from './schemas/index.ts';
export * from './wire/index.ts';
