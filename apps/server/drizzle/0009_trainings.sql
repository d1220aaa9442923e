CREATE TABLE "training_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"pid" integer NOT NULL,
	"rank" integer DEFAULT 1000 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_problems_tid_pid_unique" UNIQUE("tid","pid")
);
--> statement-breakpoint
CREATE TABLE "training_registrations" (
	"tid" integer NOT NULL,
	"uid" uuid NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_registrations_tid_uid_pk" PRIMARY KEY("tid","uid")
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"rank" integer DEFAULT 1000 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"auth" text DEFAULT 'Public' NOT NULL,
	"private_pwd" text,
	"status" boolean DEFAULT true NOT NULL,
	"uid" uuid,
	"author" text,
	"gid" integer,
	"category_id" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_problems" ADD CONSTRAINT "training_problems_tid_trainings_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_problems" ADD CONSTRAINT "training_problems_pid_problems_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_tid_trainings_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_category_id_training_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_categories_site_name_idx" ON "training_categories" USING btree ("name") WHERE gid is null;--> statement-breakpoint
CREATE INDEX "training_problems_pid_idx" ON "training_problems" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "training_registrations_uid_idx" ON "training_registrations" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "trainings_site_list_idx" ON "trainings" USING btree ("rank","id") WHERE gid is null;