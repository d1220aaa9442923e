CREATE TABLE "group_members" (
	"gid" integer NOT NULL,
	"uid" uuid NOT NULL,
	"auth" smallint NOT NULL,
	"reason" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_gid_uid_pk" PRIMARY KEY("gid","uid")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"brief" text NOT NULL,
	"description" text NOT NULL,
	"uid" uuid NOT NULL,
	"owner" text NOT NULL,
	"auth" smallint NOT NULL,
	"code" text,
	"visible" boolean DEFAULT true NOT NULL,
	"avatar" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_gid_groups_id_fk" FOREIGN KEY ("gid") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_uid_idx" ON "group_members" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_idx" ON "groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "groups_short_name_idx" ON "groups" USING btree (lower("short_name"));--> statement-breakpoint
ALTER SEQUENCE "groups_id_seq" RESTART WITH 1000;
