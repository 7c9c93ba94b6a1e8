-- Localized content (issue 24, ADR 025): languages beyond zh and en, and a translation key per row.
-- Rows of an existing database get a key of their own ('<table>-<id>'), so each stays a story of
-- its own until it is re-seeded (npm run cms:seed) or its versions are given one key.
ALTER TABLE "article" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "blogroll" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "classify" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "download" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "job" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "job_category" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "tag" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "work_place" ALTER COLUMN "language" SET DATA TYPE varchar(5);--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "article" SET "translation_key" = 'article-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "article" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classify" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "classify" SET "translation_key" = 'classify-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "classify" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "download" SET "translation_key" = 'download-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "download" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "job" SET "translation_key" = 'job-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "job" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_category" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "job_category" SET "translation_key" = 'job-category-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "job_category" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "media" SET "translation_key" = 'media-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tag" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "tag" SET "translation_key" = 'tag-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "tag" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "work_place" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
UPDATE "work_place" SET "translation_key" = 'work-place-' || "id" WHERE "translation_key" IS NULL;--> statement-breakpoint
ALTER TABLE "work_place" ALTER COLUMN "translation_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "article_translation_key_lang_idx" ON "article" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "classify_translation_key_lang_idx" ON "classify" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "download_translation_key_lang_idx" ON "download" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "job_translation_key_lang_idx" ON "job" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "job_category_translation_key_lang_idx" ON "job_category" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "media_translation_key_lang_idx" ON "media" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_translation_key_lang_idx" ON "tag" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "work_place_translation_key_lang_idx" ON "work_place" USING btree ("translation_key","language");--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_language_check" CHECK ("article"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_translation_key_check" CHECK ("article"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "blogroll" ADD CONSTRAINT "blogroll_language_check" CHECK ("blogroll"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "classify" ADD CONSTRAINT "classify_language_check" CHECK ("classify"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "classify" ADD CONSTRAINT "classify_translation_key_check" CHECK ("classify"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_language_check" CHECK ("download"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_translation_key_check" CHECK ("download"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_language_check" CHECK ("job"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_translation_key_check" CHECK ("job"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "job_category" ADD CONSTRAINT "job_category_language_check" CHECK ("job_category"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "job_category" ADD CONSTRAINT "job_category_translation_key_check" CHECK ("job_category"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_language_check" CHECK ("media"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_translation_key_check" CHECK ("media"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "tag" ADD CONSTRAINT "tag_language_check" CHECK ("tag"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "tag" ADD CONSTRAINT "tag_translation_key_check" CHECK ("tag"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "work_place" ADD CONSTRAINT "work_place_language_check" CHECK ("work_place"."language" in ('zh', 'en', 'zh-CN', 'zh-TW', 'de', 'ja', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'));--> statement-breakpoint
ALTER TABLE "work_place" ADD CONSTRAINT "work_place_translation_key_check" CHECK ("work_place"."translation_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');