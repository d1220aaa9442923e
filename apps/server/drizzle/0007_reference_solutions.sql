CREATE TABLE "reference_solutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"source_language" text NOT NULL,
	"language" text,
	"code" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_solutions" ADD CONSTRAINT "reference_solutions_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_solutions_pid_idx" ON "reference_solutions" USING btree ("pid");