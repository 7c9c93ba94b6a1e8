CREATE TABLE "content_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" varchar(60) NOT NULL,
	"action" varchar(16) NOT NULL,
	"collection" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"translation_key" varchar(100) NOT NULL,
	"language" varchar(5) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_change" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" varchar(40) NOT NULL,
	"event" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_change_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "announced_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "announced_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "announced_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "announced_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "content_audit_at_idx" ON "content_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "article_schedule_idx" ON "article" USING btree ("publish_at","unpublish_at");--> statement-breakpoint
CREATE INDEX "download_schedule_idx" ON "download" USING btree ("publish_at","unpublish_at");--> statement-breakpoint
CREATE INDEX "job_schedule_idx" ON "job" USING btree ("publish_at","unpublish_at");--> statement-breakpoint
CREATE INDEX "media_schedule_idx" ON "media" USING btree ("publish_at","unpublish_at");--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_status_check" CHECK ("article"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_status_check" CHECK ("download"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_status_check" CHECK ("job"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_status_check" CHECK ("media"."status" in ('draft', 'published'));