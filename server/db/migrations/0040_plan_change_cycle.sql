ALTER TABLE "plan_change" ADD COLUMN "from_cycle" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_change" ADD COLUMN "to_cycle" text DEFAULT 'monthly' NOT NULL;