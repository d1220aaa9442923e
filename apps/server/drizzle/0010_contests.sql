CREATE TABLE "contest_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"pid" integer NOT NULL,
	"display_id" text NOT NULL,
	"display_title" text NOT NULL,
	"color" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_problems_cid_pid_unique" UNIQUE("cid","pid"),
	CONSTRAINT "contest_problems_cid_display_id_unique" UNIQUE("cid","display_id")
);
--> statement-breakpoint
CREATE TABLE "contest_registers" (
	"cid" integer NOT NULL,
	"uid" uuid NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_registers_cid_uid_pk" PRIMARY KEY("cid","uid")
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "pwd" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "allow_end_submit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_cid_contests_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registers" ADD CONSTRAINT "contest_registers_cid_contests_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registers" ADD CONSTRAINT "contest_registers_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_problems_pid_idx" ON "contest_problems" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "contest_registers_uid_idx" ON "contest_registers" USING btree ("uid");--> statement-breakpoint
-- Contest ids start at 1000 (reference §5.1); ids already given stay.
SELECT setval(pg_get_serial_sequence('contests', 'id'), GREATEST(999, (SELECT COALESCE(MAX("id"), 0) FROM "contests")));
