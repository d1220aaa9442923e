// File store tables (the PostgreSQL backend, docs/scaling.md): content-addressed blobs in chunks, the names public
// files are served under, and the staged uploads a later request saves (a test data zip read on one host, saved on
// another).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const fileBlobs = pgTable(
  'file_blobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sha256 of the content (hex); null while its chunks are still being written. */
    hash: text('hash').unique(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last put that wrote or found this content: the sweep leaves alone what was put within the grace period. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the sweep that first found nothing referencing the blob, cleared when something does again. */
    orphanedAt: timestamp('orphaned_at', { withTimezone: true }),
  },
  (t) => [
    index('file_blobs_pending_idx')
      .on(t.createdAt)
      .where(sql`hash is null`),
  ],
);

/** A blob's content in pieces of FILE_CHUNK_BYTES (the last one shorter), read back one at a time in seq order. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    blobId: bigint('blob_id', { mode: 'number' })
      .notNull()
      .references(() => fileBlobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.seq] })],
);

/** Names files are served under ("img/<uuid>.png", "file/<uuid>.pdf"), each naming a blob by its hash. */
export const fileNames = pgTable(
  'file_names',
  {
    name: text('name').primaryKey(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_names_hash_idx').on(t.hash)],
);

/** An upload kept for a later request (a test data zip until its problem is saved), with its owner for quotas. */
export const fileUploads = pgTable('file_uploads', {
  id: uuid('id').primaryKey(),
  ownerGid: integer('owner_gid'),
  ownerUid: uuid('owner_uid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fileUploadFiles = pgTable(
  'file_upload_files',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => fileUploads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hash: text('hash').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.name] }), index('file_upload_files_hash_idx').on(t.hash)],
);
