CREATE TABLE "training_favorites" (
	"tid" integer NOT NULL,
	"uid" uuid NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_favorites_tid_uid_pk" PRIMARY KEY("tid","uid")
);
--> statement-breakpoint
CREATE TABLE "training_likes" (
	"tid" integer NOT NULL,
	"uid" uuid NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_likes_tid_uid_pk" PRIMARY KEY("tid","uid")
);
--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "source" text DEFAULT 'official' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "has_chapter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "training_favorites" ADD CONSTRAINT "training_favorites_tid_trainings_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_favorites" ADD CONSTRAINT "training_favorites_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_likes" ADD CONSTRAINT "training_likes_tid_trainings_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_likes" ADD CONSTRAINT "training_likes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_favorites_uid_idx" ON "training_favorites" USING btree ("uid","gmt_create");--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_parent_id_trainings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainings_parent_idx" ON "trainings" USING btree ("parent_id","rank","id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "trainings_personal_uid_idx" ON "trainings" USING btree ("uid") WHERE source = 'personal';