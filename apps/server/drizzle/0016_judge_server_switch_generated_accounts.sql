CREATE TABLE "generated_accounts" (
	"key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credentials" jsonb NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge_servers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_servers" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_servers" ADD COLUMN "load_average" real;--> statement-breakpoint
ALTER TABLE "generated_accounts" ADD CONSTRAINT "generated_accounts_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;