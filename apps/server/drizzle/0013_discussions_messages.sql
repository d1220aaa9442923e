CREATE TABLE "admin_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"recipient_uid" uuid,
	"author_uid" uuid,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"cursor_uid" uuid,
	"delivered" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"uid" uuid NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_uid_pk" PRIMARY KEY("comment_id","uid")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"did" integer,
	"cid" integer,
	"content" text NOT NULL,
	"from_uid" uuid NOT NULL,
	"from_role" text DEFAULT 'user' NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_likes" (
	"did" integer NOT NULL,
	"uid" uuid NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_likes_did_uid_pk" PRIMARY KEY("did","uid")
);
--> statement-breakpoint
CREATE TABLE "discussion_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"did" integer NOT NULL,
	"reporter_uid" uuid NOT NULL,
	"content" text NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer,
	"gid" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"category_id" integer NOT NULL,
	"top_priority" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"uid" uuid NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"content" text NOT NULL,
	"from_uid" uuid NOT NULL,
	"from_role" text DEFAULT 'user' NOT NULL,
	"to_uid" uuid,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markdown_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid,
	"gid" integer,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markdown_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "quote" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "notice_id" integer;--> statement-breakpoint
ALTER TABLE "admin_notices" ADD CONSTRAINT "admin_notices_recipient_uid_users_uid_fk" FOREIGN KEY ("recipient_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notices" ADD CONSTRAINT "admin_notices_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_did_discussions_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_cid_contests_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_from_uid_users_uid_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_likes" ADD CONSTRAINT "discussion_likes_did_discussions_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_likes" ADD CONSTRAINT "discussion_likes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_did_discussions_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_reporter_uid_users_uid_fk" FOREIGN KEY ("reporter_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_gid_groups_id_fk" FOREIGN KEY ("gid") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_category_id_discussion_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."discussion_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_from_uid_users_uid_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_to_uid_users_uid_fk" FOREIGN KEY ("to_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markdown_files" ADD CONSTRAINT "markdown_files_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_did_idx" ON "comments" USING btree ("did","id");--> statement-breakpoint
CREATE INDEX "comments_cid_idx" ON "comments" USING btree ("cid","id");--> statement-breakpoint
CREATE INDEX "discussion_reports_status_idx" ON "discussion_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "discussions_list_idx" ON "discussions" USING btree ("gid","status","top_priority","id");--> statement-breakpoint
CREATE INDEX "discussions_problem_idx" ON "discussions" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "discussions_uid_idx" ON "discussions" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE INDEX "replies_comment_idx" ON "replies" USING btree ("comment_id","id");--> statement-breakpoint
CREATE INDEX "markdown_files_uid_idx" ON "markdown_files" USING btree ("uid");--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_notice_id_admin_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."admin_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_messages_list_idx" ON "user_messages" USING btree ("recipient_uid","kind","id");--> statement-breakpoint
CREATE INDEX "user_messages_notice_idx" ON "user_messages" USING btree ("notice_id");--> statement-breakpoint
INSERT INTO "discussion_categories" ("name", "rank") VALUES ('闲聊', 1), ('题解', 2), ('求助', 3), ('建议', 4), ('记录', 5);