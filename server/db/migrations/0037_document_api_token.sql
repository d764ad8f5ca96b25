ALTER TABLE "document_version" ADD COLUMN "api_token_id" text;--> statement-breakpoint
ALTER TABLE "project_document" ADD COLUMN "created_by_api_token" text;--> statement-breakpoint
ALTER TABLE "project_document" ADD COLUMN "updated_by_api_token" text;--> statement-breakpoint
ALTER TABLE "document_version" ADD CONSTRAINT "document_version_api_token_id_api_token_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_created_by_api_token_api_token_id_fk" FOREIGN KEY ("created_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_updated_by_api_token_api_token_id_fk" FOREIGN KEY ("updated_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;