CREATE TABLE "import_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text,
	"state" text NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"report" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;