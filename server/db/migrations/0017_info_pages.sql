CREATE TABLE "info_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"meta_description" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
