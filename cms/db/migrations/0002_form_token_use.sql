CREATE TABLE "form_token_use" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_token_use_expires_idx" ON "form_token_use" USING btree ("expires_at");