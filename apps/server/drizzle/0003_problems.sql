CREATE TABLE "code_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"lid" integer NOT NULL,
	"code" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_templates_pid_lid" UNIQUE("pid","lid")
);
--> statement-breakpoint
CREATE TABLE "problem_languages" (
	"pid" integer NOT NULL,
	"lid" integer NOT NULL,
	CONSTRAINT "problem_languages_pid_lid_pk" PRIMARY KEY("pid","lid")
);
--> statement-breakpoint
CREATE TABLE "problem_tags" (
	"pid" integer NOT NULL,
	"tid" integer NOT NULL,
	CONSTRAINT "problem_tags_pid_tid_pk" PRIMARY KEY("pid","tid")
);
--> statement-breakpoint
CREATE TABLE "tag_classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"oj" text DEFAULT 'ME' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#409EFF' NOT NULL,
	"oj" text DEFAULT 'ME' NOT NULL,
	"classification_id" integer,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accepted_problems" (
	"submit_id" integer PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"pid" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"submit_id" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"uid" uuid,
	"pid" integer,
	"request" jsonb NOT NULL,
	"status" smallint DEFAULT 5 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "judge_tasks" ALTER COLUMN "submit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_cases" ADD COLUMN "input_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_cases" ADD COLUMN "output_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "input" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "output" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "examples" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "hint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "modified_user" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "is_remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "code_share" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "open_case_result" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "is_upload_case" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "apply_public_progress" smallint;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "oi_rank_score" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "is_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "tid" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD COLUMN "job_key" text;--> statement-breakpoint
ALTER TABLE "code_templates" ADD CONSTRAINT "code_templates_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_templates" ADD CONSTRAINT "code_templates_lid_languages_id_fk" FOREIGN KEY ("lid") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_languages" ADD CONSTRAINT "problem_languages_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_languages" ADD CONSTRAINT "problem_languages_lid_languages_id_fk" FOREIGN KEY ("lid") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_tags" ADD CONSTRAINT "problem_tags_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_tags" ADD CONSTRAINT "problem_tags_tid_tags_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_classification_id_tag_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."tag_classifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_problems" ADD CONSTRAINT "accepted_problems_submit_id_submissions_submit_id_fk" FOREIGN KEY ("submit_id") REFERENCES "public"."submissions"("submit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_problems" ADD CONSTRAINT "accepted_problems_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_problems" ADD CONSTRAINT "accepted_problems_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_downloads" ADD CONSTRAINT "case_downloads_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_downloads" ADD CONSTRAINT "case_downloads_submit_id_submissions_submit_id_fk" FOREIGN KEY ("submit_id") REFERENCES "public"."submissions"("submit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_jobs" ADD CONSTRAINT "judge_jobs_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_jobs" ADD CONSTRAINT "judge_jobs_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_tags_tid_idx" ON "problem_tags" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "tags_oj_idx" ON "tags" USING btree ("oj","gid");--> statement-breakpoint
CREATE INDEX "accepted_problems_uid_pid_idx" ON "accepted_problems" USING btree ("uid","pid");--> statement-breakpoint
CREATE INDEX "case_downloads_uid_time_idx" ON "case_downloads" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE INDEX "judge_jobs_created_idx" ON "judge_jobs" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD CONSTRAINT "judge_tasks_job_key_judge_jobs_key_fk" FOREIGN KEY ("job_key") REFERENCES "public"."judge_jobs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_pid_status_idx" ON "submissions" USING btree ("pid","cid","status");