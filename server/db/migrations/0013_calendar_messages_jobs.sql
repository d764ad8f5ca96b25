CREATE TABLE "job" (
	"id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"chave" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"executar_em" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"max_tentativas" integer DEFAULT 5 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"bloqueado_por" text,
	"ultimo_erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_status_check" CHECK ("status" in ('pendente', 'executando', 'concluido', 'falhou'))
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"link" text,
	"chave" text NOT NULL,
	"lida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_event" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"project_id" text,
	"created_by" text,
	"updated_by" text,
	"titulo" text NOT NULL,
	"data" date NOT NULL,
	"horario" text NOT NULL,
	"fuso" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"notificacao" text NOT NULL,
	"conselho" text,
	"conselho_fonte" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_notificacao_check" CHECK ("notificacao" in ('no-dia', '1-dia', '2-dias', '1-semana')),
	CONSTRAINT "calendar_event_horario_check" CHECK ("horario" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "calendar_feed" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"user_id" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"user_id" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"data" date NOT NULL,
	"prioridade" text NOT NULL,
	"fuso" text NOT NULL,
	"adiado_ate" date,
	"concluido_em" timestamp with time zone,
	"conselho" text,
	"conselho_fonte" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_prioridade_check" CHECK ("prioridade" in ('baixa', 'media', 'alta', 'urgente'))
);
--> statement-breakpoint
CREATE TABLE "custom_tab" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"user_id" text NOT NULL,
	"nome" text NOT NULL,
	"blocos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notas" text,
	"posicao" integer DEFAULT 0 NOT NULL,
	"conselho" text,
	"conselho_fonte" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_message" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"client_id" text NOT NULL,
	"project_id" text,
	"created_by" text,
	"canal" text NOT NULL,
	"tom" text NOT NULL,
	"mensagem" text NOT NULL,
	"sugestoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sugestoes_fonte" text,
	"resposta" text,
	"respondida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_message_canal_check" CHECK ("canal" in ('email', 'whatsapp', 'social')),
	CONSTRAINT "client_message_tom_check" CHECK ("tom" in ('formal', 'cordial', 'breve'))
);
--> statement-breakpoint
CREATE TABLE "suggestion" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text,
	"user_id" text,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"urgencia" text NOT NULL,
	"texto" text NOT NULL,
	"viabilidade" text,
	"tempo_estimado" text,
	"resposta" text,
	"triagem_fonte" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_tipo_check" CHECK ("tipo" in ('nova-ideia', 'bug', 'elogio')),
	CONSTRAINT "suggestion_urgencia_check" CHECK ("urgencia" in ('baixa', 'média', 'alta', 'crítica'))
);
--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD CONSTRAINT "calendar_event_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD CONSTRAINT "calendar_event_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD CONSTRAINT "calendar_event_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD CONSTRAINT "calendar_event_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tab" ADD CONSTRAINT "custom_tab_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tab" ADD CONSTRAINT "custom_tab_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_client_studio_fk" FOREIGN KEY ("client_id","studio_id") REFERENCES "public"."client"("id","studio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion" ADD CONSTRAINT "suggestion_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion" ADD CONSTRAINT "suggestion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_chave_uq" ON "job" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "job_status_executar_idx" ON "job" USING btree ("status","executar_em");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_chave_uq" ON "notification" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "notification_user_studio_created_idx" ON "notification" USING btree ("user_id","studio_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_event_studio_data_idx" ON "calendar_event" USING btree ("studio_id","data","horario");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_user_studio_uq" ON "calendar_feed" USING btree ("user_id","studio_id");--> statement-breakpoint
CREATE INDEX "reminder_user_studio_data_idx" ON "reminder" USING btree ("user_id","studio_id","data");--> statement-breakpoint
CREATE INDEX "custom_tab_user_studio_idx" ON "custom_tab" USING btree ("user_id","studio_id","posicao");--> statement-breakpoint
CREATE INDEX "client_message_studio_created_idx" ON "client_message" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "client_message_client_created_idx" ON "client_message" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "suggestion_user_created_idx" ON "suggestion" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "suggestion_created_idx" ON "suggestion" USING btree ("created_at");