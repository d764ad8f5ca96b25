-- Studios own the work (issue 12, R-STUDIO-1). Every user gets a personal studio holding their
-- plan, trial, quota usage, clients, projects and upgrade requests; nothing is deleted and no
-- row id changes (server/db/migrations/0006_studios.test.ts checks both on a filled database).
-- Written by hand from drizzle-kit's generated statements: the generator cannot move data, and
-- it added client(id, studio_id)'s unique key after the foreign key that needs it.
CREATE TABLE "studio" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"plan" text DEFAULT 'esboco' NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"plan_granted_at" timestamp with time zone,
	"plan_granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"accepted_by" text,
	CONSTRAINT "studio_invitation_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "studio_invitation_role_check" CHECK ("role" in ('admin', 'member')),
	CONSTRAINT "studio_invitation_status_check" CHECK ("status" in ('pending', 'accepted', 'revoked', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "studio_member" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_member_studio_user_unique" UNIQUE("studio_id","user_id"),
	CONSTRAINT "studio_member_role_check" CHECK ("role" in ('owner', 'admin', 'member'))
);
--> statement-breakpoint
-- Each user's personal studio: named after them, with their plan and trial; they own it since their sign-up.
CREATE TABLE "_studio_of_user" AS SELECT "id" AS "user_id", gen_random_uuid()::text AS "studio_id" FROM "user";--> statement-breakpoint
INSERT INTO "studio" ("id", "name", "plan", "trial_ends_at", "created_at", "updated_at")
	SELECT m."studio_id", u."name", u."plan", u."trial_ends_at", u."created_at", now()
	FROM "_studio_of_user" m JOIN "user" u ON u."id" = m."user_id";--> statement-breakpoint
INSERT INTO "studio_member" ("id", "studio_id", "user_id", "role", "created_at")
	SELECT gen_random_uuid()::text, m."studio_id", m."user_id", 'owner', u."created_at"
	FROM "_studio_of_user" m JOIN "user" u ON u."id" = m."user_id";--> statement-breakpoint
-- Sessions open now keep working, in the personal studio.
ALTER TABLE "session" ADD COLUMN "active_studio_id" text;--> statement-breakpoint
UPDATE "session" SET "active_studio_id" = m."studio_id" FROM "_studio_of_user" m WHERE m."user_id" = "session"."user_id";--> statement-breakpoint
-- Clients and projects: the studio owns them; their user becomes who created and last changed them.
ALTER TABLE "client" ADD COLUMN "studio_id" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "updated_by" text;--> statement-breakpoint
UPDATE "client" SET "studio_id" = m."studio_id", "created_by" = "client"."user_id", "updated_by" = "client"."user_id"
	FROM "_studio_of_user" m WHERE m."user_id" = "client"."user_id";--> statement-breakpoint
ALTER TABLE "client" ALTER COLUMN "studio_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "studio_id" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "updated_by" text;--> statement-breakpoint
UPDATE "project" SET "studio_id" = m."studio_id", "created_by" = "project"."user_id", "updated_by" = "project"."user_id"
	FROM "_studio_of_user" m WHERE m."user_id" = "project"."user_id";--> statement-breakpoint
ALTER TABLE "project" ALTER COLUMN "studio_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_stage_change" ADD COLUMN "changed_by" text;--> statement-breakpoint
UPDATE "project_stage_change" SET "changed_by" = p."user_id" FROM "project" p WHERE p."id" = "project_stage_change"."project_id";--> statement-breakpoint
-- Quota usage and upgrade requests follow the plan to the studio.
ALTER TABLE "ai_usage" ADD COLUMN "studio_id" text;--> statement-breakpoint
UPDATE "ai_usage" SET "studio_id" = m."studio_id" FROM "_studio_of_user" m WHERE m."user_id" = "ai_usage"."user_id";--> statement-breakpoint
ALTER TABLE "ai_usage" ALTER COLUMN "studio_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD COLUMN "studio_id" text;--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD COLUMN "granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD COLUMN "granted_by" text;--> statement-breakpoint
UPDATE "upgrade_request" SET "studio_id" = m."studio_id", "requested_by" = "upgrade_request"."user_id"
	FROM "_studio_of_user" m WHERE m."user_id" = "upgrade_request"."user_id";--> statement-breakpoint
ALTER TABLE "upgrade_request" ALTER COLUMN "studio_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "_studio_of_user";--> statement-breakpoint
-- The user-keyed constraints and indexes go; the studio-keyed ones replace them.
ALTER TABLE "project" DROP CONSTRAINT "project_client_user_fk";--> statement-breakpoint
ALTER TABLE "client" DROP CONSTRAINT "client_id_user_unique";--> statement-breakpoint
ALTER TABLE "upgrade_request" DROP CONSTRAINT "upgrade_request_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "ai_usage" DROP CONSTRAINT "ai_usage_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "client" DROP CONSTRAINT "client_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "project" DROP CONSTRAINT "project_user_id_user_id_fk";--> statement-breakpoint
DROP INDEX "upgrade_request_user_id_idx";--> statement-breakpoint
DROP INDEX "client_user_nome_idx";--> statement-breakpoint
DROP INDEX "project_user_updated_idx";--> statement-breakpoint
DROP INDEX "project_user_prazo_idx";--> statement-breakpoint
DROP INDEX "upgrade_request_pending_uq";--> statement-breakpoint
ALTER TABLE "ai_usage" DROP CONSTRAINT "ai_usage_user_id_period_pk";--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_studio_id_period_pk" PRIMARY KEY("studio_id","period");--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_id_studio_unique" UNIQUE("id","studio_id");--> statement-breakpoint
ALTER TABLE "studio" ADD CONSTRAINT "studio_plan_granted_by_user_id_fk" FOREIGN KEY ("plan_granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_invitation" ADD CONSTRAINT "studio_invitation_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_invitation" ADD CONSTRAINT "studio_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_invitation" ADD CONSTRAINT "studio_invitation_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_member" ADD CONSTRAINT "studio_member_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_member" ADD CONSTRAINT "studio_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_invitation_studio_idx" ON "studio_invitation" USING btree ("studio_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_invitation_pending_uq" ON "studio_invitation" USING btree ("studio_id","email") WHERE "studio_invitation"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "studio_member_user_idx" ON "studio_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_member_one_owner_uq" ON "studio_member" USING btree ("studio_id") WHERE "studio_member"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_active_studio_id_studio_id_fk" FOREIGN KEY ("active_studio_id") REFERENCES "public"."studio"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD CONSTRAINT "upgrade_request_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD CONSTRAINT "upgrade_request_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD CONSTRAINT "upgrade_request_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_client_studio_fk" FOREIGN KEY ("client_id","studio_id") REFERENCES "public"."client"("id","studio_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stage_change" ADD CONSTRAINT "project_stage_change_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upgrade_request_studio_idx" ON "upgrade_request" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "upgrade_request_status_created_idx" ON "upgrade_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "client_studio_nome_idx" ON "client" USING btree ("studio_id","nome_key","id");--> statement-breakpoint
CREATE INDEX "project_studio_updated_idx" ON "project" USING btree ("studio_id","updated_at");--> statement-breakpoint
CREATE INDEX "project_studio_prazo_idx" ON "project" USING btree ("studio_id","prazo");--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_request_pending_uq" ON "upgrade_request" USING btree ("studio_id","plan") WHERE "upgrade_request"."status" = 'pending';--> statement-breakpoint
-- The old columns, now copied: the plan and trial live on the studio, the owner in studio_id.
ALTER TABLE "user" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "trial_ends_at";--> statement-breakpoint
ALTER TABLE "upgrade_request" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "ai_usage" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "client" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "project" DROP COLUMN "user_id";
