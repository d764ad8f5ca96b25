CREATE TABLE "provider_signature" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"provider" text NOT NULL,
	"provider_document_token" text NOT NULL,
	"sign_url" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signer_cpf" text NOT NULL,
	"status" text DEFAULT 'enviada' NOT NULL,
	"signature_id" text,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_signature_event" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"provider_document_token" text NOT NULL,
	"body" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_signature_account" (
	"studio_id" text PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'zapsign' NOT NULL,
	"api_token_encrypted" text NOT NULL,
	"api_token_hint" text NOT NULL,
	"webhook_id" text,
	"webhook_secret_sha256" text NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_signature" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "provider_signature" ADD CONSTRAINT "provider_signature_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_signature" ADD CONSTRAINT "provider_signature_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_signature" ADD CONSTRAINT "provider_signature_document_id_project_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_signature" ADD CONSTRAINT "provider_signature_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_signature_event" ADD CONSTRAINT "provider_signature_event_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_signature_account" ADD CONSTRAINT "studio_signature_account_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_signature_account" ADD CONSTRAINT "studio_signature_account_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_signature_token_idx" ON "provider_signature" USING btree ("provider","provider_document_token");--> statement-breakpoint
CREATE INDEX "provider_signature_document_idx" ON "provider_signature" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_signature_event_once_idx" ON "provider_signature_event" USING btree ("studio_id","provider_document_token");