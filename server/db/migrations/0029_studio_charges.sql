CREATE TABLE "cobranca_ao_cliente" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text,
	"chave_idempotencia" text NOT NULL,
	"parcela" text NOT NULL,
	"descricao" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"forma" text NOT NULL,
	"vencimento" text NOT NULL,
	"multa_bps" integer NOT NULL,
	"juros_mes_bps" integer NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"gateway_charge_id" text,
	"link_pagamento" text,
	"link_boleto" text,
	"linha_digitavel" text,
	"pix_copia_e_cola" text,
	"pix_qrcode_png" text,
	"claimed_until" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_de_cobranca_do_estudio" (
	"studio_id" text NOT NULL,
	"event_id" text NOT NULL,
	"gateway_type" text NOT NULL,
	"charge_id" text,
	"body" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_de_cobranca_do_estudio_studio_id_event_id_pk" PRIMARY KEY("studio_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "conta_de_cobranca_do_estudio" (
	"studio_id" text PRIMARY KEY NOT NULL,
	"gateway" text DEFAULT 'asaas' NOT NULL,
	"modo" text DEFAULT 'chave-propria' NOT NULL,
	"chave_api_cifrada" text NOT NULL,
	"final_da_chave" text NOT NULL,
	"ambiente" text NOT NULL,
	"token_webhook_sha256" text NOT NULL,
	"multa_bps" integer DEFAULT 200 NOT NULL,
	"juros_mes_bps" integer DEFAULT 100 NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cobranca_ao_cliente" ADD CONSTRAINT "cobranca_ao_cliente_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca_ao_cliente" ADD CONSTRAINT "cobranca_ao_cliente_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca_ao_cliente" ADD CONSTRAINT "cobranca_ao_cliente_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca_ao_cliente" ADD CONSTRAINT "cobranca_ao_cliente_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_de_cobranca_do_estudio" ADD CONSTRAINT "evento_de_cobranca_do_estudio_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_de_cobranca_do_estudio" ADD CONSTRAINT "conta_de_cobranca_do_estudio_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_de_cobranca_do_estudio" ADD CONSTRAINT "conta_de_cobranca_do_estudio_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobranca_ao_cliente_idem_idx" ON "cobranca_ao_cliente" USING btree ("studio_id","chave_idempotencia");--> statement-breakpoint
CREATE UNIQUE INDEX "cobranca_ao_cliente_gateway_idx" ON "cobranca_ao_cliente" USING btree ("studio_id","gateway_charge_id");--> statement-breakpoint
CREATE INDEX "cobranca_ao_cliente_projeto_idx" ON "cobranca_ao_cliente" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cobranca_ao_cliente_estudio_idx" ON "cobranca_ao_cliente" USING btree ("studio_id","vencimento");