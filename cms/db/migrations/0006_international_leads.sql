ALTER TABLE "potential_customer" ALTER COLUMN "customers_name" SET DATA TYPE varchar(60);--> statement-breakpoint
ALTER TABLE "potential_customer" ALTER COLUMN "remark" SET DATA TYPE varchar(1000);--> statement-breakpoint
ALTER TABLE "potential_customer" ALTER COLUMN "remark" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "potential_customer" ALTER COLUMN "demand" SET DATA TYPE varchar(1000);