// Shared package: constants, zod request schemas and wire types used by server and web, and the judge's case modes
// (the judge aggregates a run with them, the server merges a fanned-out submission's parts).
export * from './constants/index.ts';
export * from './schemas/index.ts';
export * from './wire/index.ts';
export * from './judging/case-modes.ts';
