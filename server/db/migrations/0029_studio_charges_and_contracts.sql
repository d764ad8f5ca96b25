CREATE TABLE "studio_charge" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text,
	"idempotency_key" text NOT NULL,
	"milestone" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"due_date" text NOT NULL,
	"fine_bps" integer NOT NULL,
	"interest_bps" integer NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"gateway_charge_id" text,
	"invoice_url" text,
	"boleto_url" text,
	"boleto_line" text,
	"pix_payload" text,
	"pix_image" text,
	"claimed_until" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_charge_event" (
	"studio_id" text NOT NULL,
	"event_id" text NOT NULL,
	"gateway_type" text NOT NULL,
	"charge_id" text,
	"body" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_charge_event_studio_id_event_id_pk" PRIMARY KEY("studio_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "studio_gateway_account" (
	"studio_id" text PRIMARY KEY NOT NULL,
	"gateway" text DEFAULT 'asaas' NOT NULL,
	"mode" text DEFAULT 'chave-propria' NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"environment" text NOT NULL,
	"token_webhook_sha256" text NOT NULL,
	"fine_bps" integer DEFAULT 200 NOT NULL,
	"interest_bps" integer DEFAULT 100 NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_clause" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_document" DROP CONSTRAINT "project_document_tipo_check";--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "rrt_number" text;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD CONSTRAINT "studio_charge_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD CONSTRAINT "studio_charge_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD CONSTRAINT "studio_charge_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_charge" ADD CONSTRAINT "studio_charge_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_charge_event" ADD CONSTRAINT "studio_charge_event_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD CONSTRAINT "studio_gateway_account_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_gateway_account" ADD CONSTRAINT "studio_gateway_account_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_clause" ADD CONSTRAINT "contract_clause_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_clause" ADD CONSTRAINT "contract_clause_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_charge_idem_idx" ON "studio_charge" USING btree ("studio_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_charge_gateway_idx" ON "studio_charge" USING btree ("studio_id","gateway_charge_id");--> statement-breakpoint
CREATE INDEX "studio_charge_project_idx" ON "studio_charge" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "studio_charge_studio_idx" ON "studio_charge" USING btree ("studio_id","due_date");--> statement-breakpoint
CREATE INDEX "contract_clause_studio_idx" ON "contract_clause" USING btree ("studio_id","created_at");--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_tipo_check" CHECK ("tipo" in ('briefing', 'programa', 'conceito', 'referencias', 'memorial', 'justificativa', 'apresentacao', 'orcamento', 'proposta', 'contrato'));