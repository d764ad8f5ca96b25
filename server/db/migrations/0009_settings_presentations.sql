CREATE TABLE "email_change" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"novo_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "email_change_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "presentation" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text NOT NULL,
	"titulo" text NOT NULL,
	"modelo" text NOT NULL,
	"conteudo" jsonb NOT NULL,
	"status" text NOT NULL,
	"progresso" integer DEFAULT 0 NOT NULL,
	"etapa" text,
	"erro" text,
	"render_id" text,
	"pdf_file_id" text,
	"slides" integer,
	"rendered_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentation_modelo_check" CHECK ("modelo" in ('minimalista', 'executivo', 'portfolio')),
	CONSTRAINT "presentation_status_check" CHECK ("status" in ('gerando', 'pronta', 'falhou'))
);
--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_finalidade_check";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "uf_padrao" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "padrao_padrao" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "tom_ia" text DEFAULT 'formal' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "registro_cau" text;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "telefone" text;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "email_publico" text;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "endereco" text;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "site" text;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "studio" ADD COLUMN "cor_marca" text;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "variante" text;--> statement-breakpoint
ALTER TABLE "email_change" ADD CONSTRAINT "email_change_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation" ADD CONSTRAINT "presentation_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation" ADD CONSTRAINT "presentation_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation" ADD CONSTRAINT "presentation_pdf_file_id_stored_file_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation" ADD CONSTRAINT "presentation_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation" ADD CONSTRAINT "presentation_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_expires_idx" ON "email_change" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "presentation_studio_updated_idx" ON "presentation" USING btree ("studio_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_file_logo_uq" ON "stored_file" USING btree ("studio_id","variante") WHERE "stored_file"."finalidade" = 'logo';--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_finalidade_check" CHECK ("finalidade" in ('referencia', 'logo', 'apresentacao-imagem', 'apresentacao-pdf'));