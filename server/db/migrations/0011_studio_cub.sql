CREATE TABLE "studio_cub" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"uf" text NOT NULL,
	"mes" text NOT NULL,
	"codigo" text NOT NULL,
	"regime" text NOT NULL,
	"valor" double precision NOT NULL,
	"fonte" text NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_cub_unique" UNIQUE("studio_id","uf","mes","codigo","regime")
);
--> statement-breakpoint
ALTER TABLE "studio_cub" ADD CONSTRAINT "studio_cub_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_cub" ADD CONSTRAINT "studio_cub_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;