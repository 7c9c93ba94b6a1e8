CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"type" varchar(16) NOT NULL,
	"classify_id" integer,
	"title" varchar(300) NOT NULL,
	"summary" text NOT NULL,
	"cover" jsonb,
	"content" text NOT NULL,
	"customer_name" varchar(200),
	"attachment_url" varchar(500),
	"publish_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_tag" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tag_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blogroll" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"blogroll_name" varchar(100) NOT NULL,
	"blogroll_link" varchar(500) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classify" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"classify_type" integer NOT NULL,
	"parent_id" integer,
	"classify_name" varchar(100) NOT NULL,
	"out_link" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_download" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"download_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"company" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(300) NOT NULL,
	"summary" text NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"stored_name" varchar(100) NOT NULL,
	"file_size" integer NOT NULL,
	"cover" jsonb,
	"publish_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"work_place_id" integer NOT NULL,
	"headcount" integer NOT NULL,
	"responsibilities" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"publish_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"key" varchar(50) NOT NULL,
	"category_name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"type" varchar(8) NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster" jsonb NOT NULL,
	"source_url" varchar(500) NOT NULL,
	"duration" integer,
	"publish_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "potential_customer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customers_name" varchar(8) NOT NULL,
	"customers_phone" varchar(16) NOT NULL,
	"customers_address" varchar(120) NOT NULL,
	"remark" varchar(100) DEFAULT '' NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"demand" varchar(100) NOT NULL,
	"industry" varchar(50) NOT NULL,
	"locale" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"email" varchar(254) NOT NULL,
	"message" varchar(1000) DEFAULT '' NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"stored_name" varchar(100) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"key" varchar(50) NOT NULL,
	"tag_name" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_place" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"key" varchar(50) NOT NULL,
	"work_place_name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_classify_id_classify_id_fk" FOREIGN KEY ("classify_id") REFERENCES "public"."classify"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tag" ADD CONSTRAINT "article_tag_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tag" ADD CONSTRAINT "article_tag_tag_id_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_category_id_job_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_work_place_id_work_place_id_fk" FOREIGN KEY ("work_place_id") REFERENCES "public"."work_place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_lang_type_date_idx" ON "article" USING btree ("language","type","publish_date");--> statement-breakpoint
CREATE INDEX "classify_lang_type_idx" ON "classify" USING btree ("language","classify_type");--> statement-breakpoint
CREATE INDEX "customer_download_created_idx" ON "customer_download" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "potential_customer_created_idx" ON "potential_customer" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "resume_created_idx" ON "resume" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_lang_key_idx" ON "tag" USING btree ("language","key");