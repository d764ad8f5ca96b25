CREATE TABLE "clausula_contrato" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_document" DROP CONSTRAINT "project_document_tipo_check";--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "numero_rrt" text;--> statement-breakpoint
ALTER TABLE "clausula_contrato" ADD CONSTRAINT "clausula_contrato_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clausula_contrato" ADD CONSTRAINT "clausula_contrato_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clausula_contrato_studio_idx" ON "clausula_contrato" USING btree ("studio_id","created_at");--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_tipo_check" CHECK ("tipo" in ('briefing', 'programa', 'conceito', 'referencias', 'memorial', 'justificativa', 'apresentacao', 'orcamento', 'proposta', 'contrato'));