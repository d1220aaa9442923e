CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"content_type" text NOT NULL,
	"compile_command" text DEFAULT '' NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"is_spj" boolean DEFAULT false NOT NULL,
	"oj" text DEFAULT 'ME' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"time_factor" integer DEFAULT 1 NOT NULL,
	"memory_factor" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "languages_key_unique" UNIQUE("key"),
	CONSTRAINT "languages_name_unique" UNIQUE("name")
);
