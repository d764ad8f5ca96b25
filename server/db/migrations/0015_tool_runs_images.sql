CREATE TABLE "generated_image" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text,
	"created_by" text,
	"prompt" text NOT NULL,
	"file_id" text NOT NULL,
	"modelo" text NOT NULL,
	"tamanho" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_usage" (
	"studio_id" text NOT NULL,
	"period" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "image_usage_studio_id_period_pk" PRIMARY KEY("studio_id","period")
);
--> statement-breakpoint
CREATE TABLE "tool_run" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text,
	"created_by" text,
	"ferramenta" text NOT NULL,
	"entradas" jsonb NOT NULL,
	"calculo" jsonb,
	"texto" text DEFAULT '' NOT NULL,
	"fonte" text,
	"status" text DEFAULT 'gerando' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_run_ferramenta_check" CHECK ("ferramenta" in ('lembretes', 'area-personalizada', 'zoneamento', 'topografia', 'materiais', 'pos-obra', 'sustentabilidade'))
);
--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_finalidade_check";--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_image" ADD CONSTRAINT "generated_image_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_usage" ADD CONSTRAINT "image_usage_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_run" ADD CONSTRAINT "tool_run_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_run" ADD CONSTRAINT "tool_run_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_run" ADD CONSTRAINT "tool_run_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_image_studio_created_idx" ON "generated_image" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "tool_run_studio_tool_created_idx" ON "tool_run" USING btree ("studio_id","ferramenta","created_at");--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_finalidade_check" CHECK ("finalidade" in ('referencia', 'logo', 'apresentacao-imagem', 'apresentacao-pdf', 'imagem-gerada'));