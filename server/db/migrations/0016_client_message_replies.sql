-- Hand-ordered from drizzle-kit's statements (as 0006): the key on client_message(id, studio_id)
-- before the foreign key that needs it, and each recorded answer moved into the new table before
-- the old columns go. A message answered before 0016 keeps its one answer, at its time.
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_id_studio_unique" UNIQUE("id","studio_id");--> statement-breakpoint
CREATE TABLE "client_message_reply" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"studio_id" text NOT NULL,
	"canal" text NOT NULL,
	"texto" text NOT NULL,
	"enviada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "client_message_reply_canal_check" CHECK ("canal" in ('email', 'whatsapp', 'social'))
);
--> statement-breakpoint
ALTER TABLE "client_message_reply" ADD CONSTRAINT "client_message_reply_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message_reply" ADD CONSTRAINT "client_message_reply_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message_reply" ADD CONSTRAINT "client_message_reply_message_studio_fk" FOREIGN KEY ("message_id","studio_id") REFERENCES "public"."client_message"("id","studio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_message_reply_message_sent_idx" ON "client_message_reply" USING btree ("message_id","enviada_em");--> statement-breakpoint
-- Every answer recorded so far, by the message's channel (the only one a reply was sent by) and at
-- its time (a reply without one, which the old code never wrote, at the message's). Who recorded it
-- was not kept: created_by stays null rather than guessing.
INSERT INTO "client_message_reply" ("id", "message_id", "studio_id", "canal", "texto", "enviada_em", "created_by")
	SELECT gen_random_uuid()::text, "id", "studio_id", "canal", "resposta", coalesce("respondida_em", "created_at"), NULL
	FROM "client_message"
	WHERE "resposta" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "client_message" DROP COLUMN "resposta";--> statement-breakpoint
ALTER TABLE "client_message" DROP COLUMN "respondida_em";
