ALTER TABLE "billing_charge" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "billing_charge" ADD COLUMN "invoice_status" text;--> statement-breakpoint
ALTER TABLE "billing_charge" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "billing_charge" ADD COLUMN "invoice_url" text;