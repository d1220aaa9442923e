CREATE TABLE "file_blobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hash" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"orphaned_at" timestamp with time zone,
	CONSTRAINT "file_blobs_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"blob_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_blob_id_seq_pk" PRIMARY KEY("blob_id","seq")
);
--> statement-breakpoint
CREATE TABLE "file_names" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_upload_files" (
	"upload_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hash" text NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "file_upload_files_upload_id_name_pk" PRIMARY KEY("upload_id","name")
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_gid" integer,
	"owner_uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_blob_id_file_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."file_blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload_files" ADD CONSTRAINT "file_upload_files_upload_id_file_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_blobs_pending_idx" ON "file_blobs" USING btree ("created_at") WHERE hash is null;--> statement-breakpoint
CREATE INDEX "file_names_hash_idx" ON "file_names" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "file_upload_files_hash_idx" ON "file_upload_files" USING btree ("hash");--> statement-breakpoint
-- Chunks are written and read whole: stored out of line without compression (pglz costs most of a write and gains
-- little on test data), so a put runs near the disk's speed.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;