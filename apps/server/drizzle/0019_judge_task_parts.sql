ALTER TABLE "judge_servers" ADD COLUMN "idle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD COLUMN "first_case" integer;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD COLUMN "last_case" integer;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD COLUMN "problem" jsonb;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD COLUMN "part_result" jsonb;--> statement-breakpoint
ALTER TABLE "judge_tasks" ADD CONSTRAINT "judge_tasks_parent_id_judge_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."judge_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_tasks_parent_idx" ON "judge_tasks" USING btree ("parent_id");