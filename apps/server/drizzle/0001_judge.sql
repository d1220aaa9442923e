CREATE TABLE "problem_cases" (
	"problem_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"input_hash" text NOT NULL,
	"output_hash" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"group_num" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "problem_cases_problem_id_seq_pk" PRIMARY KEY("problem_id","seq")
);
--> statement-breakpoint
CREATE TABLE "judge_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"submit_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"status" smallint NOT NULL,
	"time_ms" integer NOT NULL,
	"memory_kb" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"group_num" integer DEFAULT 1 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"input_excerpt" text DEFAULT '' NOT NULL,
	"expected_excerpt" text DEFAULT '' NOT NULL,
	"user_output_excerpt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_servers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cores" integer NOT NULL,
	"concurrency" integer NOT NULL,
	"version" text NOT NULL,
	"running" integer DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heartbeat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"submit_id" integer NOT NULL,
	"priority" smallint NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"worker_id" uuid,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "time_limit" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "memory_limit" integer DEFAULT 256 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "stack_limit" integer DEFAULT 128 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "judge_mode" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "judge_case_mode" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "is_remove_end_blank" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "is_file_io" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "io_read_file_name" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "io_write_file_name" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "spj_code" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "spj_language" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "user_extra_file" jsonb;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "judge_extra_file" jsonb;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "io_score" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "case_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "judger" text;--> statement-breakpoint
ALTER TABLE "problem_cases" ADD CONSTRAINT "problem_cases_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_cases" ADD CONSTRAINT "judge_cases_submit_id_submissions_submit_id_fk" FOREIGN KEY ("submit_id") REFERENCES "public"."submissions"("submit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD CONSTRAINT "judge_tasks_submit_id_submissions_submit_id_fk" FOREIGN KEY ("submit_id") REFERENCES "public"."submissions"("submit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_cases_submit_idx" ON "judge_cases" USING btree ("submit_id");--> statement-breakpoint
CREATE INDEX "judge_tasks_claim_idx" ON "judge_tasks" USING btree ("state","priority","id");--> statement-breakpoint
CREATE INDEX "judge_tasks_submit_idx" ON "judge_tasks" USING btree ("submit_id");