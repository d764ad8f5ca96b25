ALTER TABLE "studio" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "legal_name" text;