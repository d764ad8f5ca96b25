CREATE TABLE "api_idempotency" (
	"token_id" text NOT NULL,
	"chave" text NOT NULL,
	"requisicao" text NOT NULL,
	"status" integer NOT NULL,
	"corpo" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_pk" PRIMARY KEY("token_id","chave")
);
--> statement-breakpoint
CREATE TABLE "api_token" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"nome" text NOT NULL,
	"escopo" text NOT NULL,
	"prefixo" text NOT NULL,
	"hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_token_scope_check" CHECK ("escopo" in ('leitura', 'escrita', 'webhooks'))
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "created_by_api_token" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "updated_by_api_token" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "created_by_api_token" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "updated_by_api_token" text;--> statement-breakpoint
ALTER TABLE "project_stage_change" ADD COLUMN "changed_by_api_token" text;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD COLUMN "created_by_api_token" text;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD COLUMN "updated_by_api_token" text;--> statement-breakpoint
ALTER TABLE "api_idempotency" ADD CONSTRAINT "api_idempotency_token_id_api_token_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_token"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_idempotency_created_idx" ON "api_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_token_hash_uq" ON "api_token" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "api_token_studio_idx" ON "api_token" USING btree ("studio_id","created_at");--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_created_by_api_token_api_token_id_fk" FOREIGN KEY ("created_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_updated_by_api_token_api_token_id_fk" FOREIGN KEY ("updated_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_created_by_api_token_api_token_id_fk" FOREIGN KEY ("created_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_updated_by_api_token_api_token_id_fk" FOREIGN KEY ("updated_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stage_change" ADD CONSTRAINT "project_stage_change_changed_by_api_token_api_token_id_fk" FOREIGN KEY ("changed_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD CONSTRAINT "calendar_event_created_by_api_token_api_token_id_fk" FOREIGN KEY ("created_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event" ADD CONSTRAINT "calendar_event_updated_by_api_token_api_token_id_fk" FOREIGN KEY ("updated_by_api_token") REFERENCES "public"."api_token"("id") ON DELETE set null ON UPDATE no action;