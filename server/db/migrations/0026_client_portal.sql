CREATE TABLE "portal_decisao" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"decisao" text NOT NULL,
	"nome" text NOT NULL,
	"comentario" text,
	"documentos" jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"link_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_decisao_decisao_check" CHECK ("decisao" in ('aprovada', 'alteracoes'))
);
--> statement-breakpoint
CREATE TABLE "portal_entrega" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"etapa" text NOT NULL,
	"documentos" jsonb NOT NULL,
	"delivered_by" text,
	"entregue_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_entrega_etapa_check" CHECK ("etapa" in ('levantamento', 'programa', 'viabilidade', 'estudo-preliminar', 'anteprojeto', 'projeto-legal', 'projeto-executivo', 'obra', 'pos-obra', 'concluido'))
);
--> statement-breakpoint
CREATE TABLE "portal_documento" (
	"document_id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"compartilhado" boolean NOT NULL,
	"para_assinatura" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_evento" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"link_id" text NOT NULL,
	"tipo" text NOT NULL,
	"document_id" text,
	"versao" integer,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_evento_tipo_check" CHECK ("tipo" in ('portal-aberto', 'documento-visto', 'pdf-visto'))
);
--> statement-breakpoint
CREATE TABLE "portal_link" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "portal_link_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_pdf" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"document_id" text NOT NULL,
	"versao" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_pdf_documento_versao_unique" UNIQUE("document_id","versao")
);
--> statement-breakpoint
CREATE TABLE "portal_assinatura" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"document_id" text NOT NULL,
	"versao" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"nome_completo" text NOT NULL,
	"cpf" text NOT NULL,
	"email" text NOT NULL,
	"assinatura_digitada" text NOT NULL,
	"consentimento" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"link_id" text NOT NULL,
	"assinada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_assinado" "bytea" NOT NULL,
	"pdf_assinado_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_decisao" ADD CONSTRAINT "portal_decisao_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_decisao" ADD CONSTRAINT "portal_decisao_delivery_id_portal_entrega_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."portal_entrega"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_entrega" ADD CONSTRAINT "portal_entrega_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_entrega" ADD CONSTRAINT "portal_entrega_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_entrega" ADD CONSTRAINT "portal_entrega_delivered_by_user_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documento" ADD CONSTRAINT "portal_documento_document_id_project_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documento" ADD CONSTRAINT "portal_documento_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documento" ADD CONSTRAINT "portal_documento_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documento" ADD CONSTRAINT "portal_documento_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_evento" ADD CONSTRAINT "portal_evento_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_evento" ADD CONSTRAINT "portal_evento_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_link" ADD CONSTRAINT "portal_link_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_link" ADD CONSTRAINT "portal_link_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_link" ADD CONSTRAINT "portal_link_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_pdf" ADD CONSTRAINT "portal_pdf_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_pdf" ADD CONSTRAINT "portal_pdf_document_id_project_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_assinatura" ADD CONSTRAINT "portal_assinatura_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_assinatura" ADD CONSTRAINT "portal_assinatura_document_id_project_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_decisao_entrega_idx" ON "portal_decisao" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "portal_entrega_projeto_idx" ON "portal_entrega" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "portal_evento_projeto_idx" ON "portal_evento" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_link_project_idx" ON "portal_link" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "portal_assinatura_documento_idx" ON "portal_assinatura" USING btree ("document_id");