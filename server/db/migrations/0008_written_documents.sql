CREATE TABLE "stored_file" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"finalidade" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"nome_original" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_file_finalidade_check" CHECK ("finalidade" in ('referencia'))
);
--> statement-breakpoint
ALTER TABLE "project_document" DROP CONSTRAINT "project_document_tipo_check";--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_studio_idx" ON "stored_file" USING btree ("studio_id");--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_tipo_check" CHECK ("tipo" in ('briefing', 'programa', 'conceito', 'referencias', 'memorial', 'justificativa', 'apresentacao'));