CREATE TABLE "cub_tabela_publicada" (
	"id" text PRIMARY KEY NOT NULL,
	"uf" text NOT NULL,
	"mes" text NOT NULL,
	"regime" text NOT NULL,
	"entidade" text NOT NULL,
	"fonte" text NOT NULL,
	"valores" jsonb NOT NULL,
	"texto_importado" text NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cub_tabela_publicada" ADD CONSTRAINT "cub_tabela_publicada_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cub_tabela_publicada_vigente_uq" ON "cub_tabela_publicada" USING btree ("uf","mes","regime") WHERE "cub_tabela_publicada"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "cub_tabela_publicada_published_idx" ON "cub_tabela_publicada" USING btree ("published_at");