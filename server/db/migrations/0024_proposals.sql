CREATE TABLE "proposta_transicao" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"document_id" text NOT NULL,
	"versao" integer NOT NULL,
	"ordem" integer NOT NULL,
	"estado" text NOT NULL,
	"por" text NOT NULL,
	"author_id" text,
	"nome_cliente" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposta_transicao_document_ordem_unique" UNIQUE("document_id","ordem"),
	CONSTRAINT "proposta_transicao_estado_check" CHECK ("estado" in ('enviada', 'vista', 'aceita', 'recusada')),
	CONSTRAINT "proposta_transicao_por_check" CHECK ("por" in ('estudio', 'cliente'))
);
--> statement-breakpoint
ALTER TABLE "project_document" DROP CONSTRAINT "project_document_tipo_check";--> statement-breakpoint
ALTER TABLE "proposta_transicao" ADD CONSTRAINT "proposta_transicao_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta_transicao" ADD CONSTRAINT "proposta_transicao_document_id_project_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta_transicao" ADD CONSTRAINT "proposta_transicao_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_tipo_check" CHECK ("tipo" in ('briefing', 'programa', 'conceito', 'referencias', 'memorial', 'justificativa', 'apresentacao', 'orcamento', 'proposta'));