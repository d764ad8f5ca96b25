CREATE TABLE "webhook_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"numero" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"status_http" integer,
	"duracao_ms" integer NOT NULL,
	"resposta" text DEFAULT '' NOT NULL,
	"erro" text
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone,
	"reenvio_de" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entregue_em" timestamp with time zone,
	CONSTRAINT "webhook_delivery_status_check" CHECK ("status" in ('pendente', 'entregue', 'falhou'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"url" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"eventos" jsonb NOT NULL,
	"segredo_cifrado" text NOT NULL,
	"segredo_prefixo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"falhando_desde" timestamp with time zone,
	"desativado_em" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"tipo" text NOT NULL,
	"dados" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_event_tipo_check" CHECK ("tipo" in ('cliente.criado', 'projeto.etapa_alterada', 'briefing.respondido', 'documento.versao_salva', 'proposta.assinada', 'etapa.aprovada'))
);
--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_delivery_id_webhook_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_endpoint_id_webhook_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_event_id_webhook_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_event" ADD CONSTRAINT "webhook_event_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempt_delivery_idx" ON "webhook_attempt" USING btree ("delivery_id","numero");--> statement-breakpoint
CREATE INDEX "webhook_delivery_endpoint_idx" ON "webhook_delivery" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_studio_idx" ON "webhook_delivery" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoint_studio_idx" ON "webhook_endpoint" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_event_studio_idx" ON "webhook_event" USING btree ("studio_id","created_at");