CREATE TABLE "image" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" varchar(12) NOT NULL,
	"focal_x" integer DEFAULT 500 NOT NULL,
	"focal_y" integer DEFAULT 500 NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_name_check" CHECK ("image"."name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "image_focal_check" CHECK ("image"."focal_x" between 0 and 1000 and "image"."focal_y" between 0 and 1000)
);
