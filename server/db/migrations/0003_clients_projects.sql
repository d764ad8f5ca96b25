CREATE TABLE "client" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"nome" text NOT NULL,
	"nome_key" text NOT NULL,
	"search_key" text NOT NULL,
	"email" text,
	"telefone" text,
	"documento" text,
	"endereco" text,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"nome" text NOT NULL,
	"search_key" text NOT NULL,
	"tipo" text NOT NULL,
	"terreno_endereco" text,
	"terreno_cidade" text,
	"terreno_uf" text,
	"terreno_area" double precision,
	"terreno_frente" double precision,
	"terreno_fundo" double precision,
	"terreno_zoneamento" text,
	"terreno_topografia" text,
	"area_construida" double precision,
	"padrao" text NOT NULL,
	"etapa" text NOT NULL,
	"prazo" date,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_stage_change" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"etapa" text NOT NULL,
	"anterior" text,
	"observacao" text,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stage_change" ADD CONSTRAINT "project_stage_change_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_user_nome_idx" ON "client" USING btree ("user_id","nome_key","id");--> statement-breakpoint
CREATE INDEX "project_user_updated_idx" ON "project" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "project_user_prazo_idx" ON "project" USING btree ("user_id","prazo");--> statement-breakpoint
CREATE INDEX "project_client_created_idx" ON "project" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "project_stage_change_project_em_idx" ON "project_stage_change" USING btree ("project_id","em");