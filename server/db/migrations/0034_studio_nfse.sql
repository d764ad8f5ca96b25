ALTER TABLE "studio_charge" ADD COLUMN "nfse_id" text;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD COLUMN "nfse_status" text;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD COLUMN "nfse_number" text;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD COLUMN "nfse_pdf_url" text;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD COLUMN "nfse_error" text;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD COLUMN "nfse_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD COLUMN "nfse_service_id" text;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD COLUMN "nfse_service_code" text;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD COLUMN "nfse_service_name" text;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD COLUMN "nfse_iss_bps" integer;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD COLUMN "nfse_retain_iss" boolean DEFAULT false NOT NULL;