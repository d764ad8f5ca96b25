CREATE TABLE "upgrade_request" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upgrade_request" ADD CONSTRAINT "upgrade_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upgrade_request_user_id_idx" ON "upgrade_request" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_request_pending_uq" ON "upgrade_request" USING btree ("user_id","plan") WHERE "upgrade_request"."status" = 'pending';