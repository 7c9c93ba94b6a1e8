CREATE TABLE "lead_delivery" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"submission_id" bigint NOT NULL,
	"target" varchar(16) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim" varchar(40),
	"last_error" text,
	"recipient" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "lead_delivery_due_idx" ON "lead_delivery" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lead_delivery_submission_idx" ON "lead_delivery" USING btree ("kind","submission_id");