CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_document" (
	"source" varchar(16) NOT NULL,
	"key" varchar(100) NOT NULL,
	"language" varchar(5) NOT NULL,
	"translation_key" varchar(100) NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"path" varchar(200),
	"date" date,
	"picture" jsonb,
	"version" varchar(64) NOT NULL,
	"vector" "tsvector" NOT NULL,
	CONSTRAINT "search_document_source_key_language_pk" PRIMARY KEY("source","key","language")
);
--> statement-breakpoint
CREATE TABLE "search_term" (
	"term" varchar(60) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_document_vector_idx" ON "search_document" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_document_language_type_idx" ON "search_document" USING btree ("language","type");--> statement-breakpoint
CREATE INDEX "search_term_trgm_idx" ON "search_term" USING gin ("term" gin_trgm_ops);