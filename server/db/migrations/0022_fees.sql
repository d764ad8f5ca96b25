CREATE TABLE "honorarios_projeto" (
	"project_id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"metodo" text NOT NULL,
	"total" bigint NOT NULL,
	"entrada" jsonb NOT NULL,
	"custo_hora" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "honorarios_projeto_metodo_check" CHECK ("metodo" in ('percentual-obra', 'custo-servico', 'por-m2', 'valor-fixo')),
	CONSTRAINT "honorarios_projeto_total_check" CHECK ("honorarios_projeto"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "custo_hora_escritorio" (
	"studio_id" text PRIMARY KEY NOT NULL,
	"custos_diretos" bigint NOT NULL,
	"custos_indiretos" bigint NOT NULL,
	"horas_produtivas" double precision NOT NULL,
	"impostos_bps" integer NOT NULL,
	"lucro_bps" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "honorarios_projeto" ADD CONSTRAINT "honorarios_projeto_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honorarios_projeto" ADD CONSTRAINT "honorarios_projeto_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honorarios_projeto" ADD CONSTRAINT "honorarios_projeto_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custo_hora_escritorio" ADD CONSTRAINT "custo_hora_escritorio_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custo_hora_escritorio" ADD CONSTRAINT "custo_hora_escritorio_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;