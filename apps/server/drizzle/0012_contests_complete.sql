CREATE TABLE "contest_balloons" (
	"cid" integer NOT NULL,
	"submit_id" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_balloons_cid_submit_id_pk" PRIMARY KEY("cid","submit_id")
);
--> statement-breakpoint
CREATE TABLE "contest_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"uid" uuid NOT NULL,
	"username" text NOT NULL,
	"realname" text,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "cid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "seal_rank" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "seal_rank_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "auto_real_rank" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "open_rank" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "open_print" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rank_show_name" text DEFAULT 'username' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "open_account_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "account_limit_rule" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "star_account" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "oi_rank_score_type" text DEFAULT 'Recent' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "award_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "award_config" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "source" integer;--> statement-breakpoint
ALTER TABLE "contest_balloons" ADD CONSTRAINT "contest_balloons_cid_contests_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_prints" ADD CONSTRAINT "contest_prints_cid_contests_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_prints" ADD CONSTRAINT "contest_prints_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_prints_cid_idx" ON "contest_prints" USING btree ("cid","status");--> statement-breakpoint
CREATE INDEX "contest_prints_uid_time_idx" ON "contest_prints" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE INDEX "announcements_cid_idx" ON "announcements" USING btree ("cid");--> statement-breakpoint
CREATE INDEX "submissions_cid_time_idx" ON "submissions" USING btree ("cid","submit_time");