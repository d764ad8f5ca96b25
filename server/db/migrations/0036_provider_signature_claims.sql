ALTER TABLE "provider_signature" ALTER COLUMN "provider_document_token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_signature" ALTER COLUMN "sign_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_signature" ALTER COLUMN "status" SET DEFAULT 'enviando';--> statement-breakpoint
-- A version sent twice before this index (two clicks at once) keeps one live sending: the signed one, else the first.
UPDATE "provider_signature" p SET "status" = 'cancelada' FROM (SELECT "id", ROW_NUMBER() OVER (PARTITION BY "document_id", "version" ORDER BY ("status" = 'assinada') DESC, "sent_at", "id") AS n FROM "provider_signature" WHERE "status" <> 'cancelada') r WHERE r."id" = p."id" AND r.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_signature_live_version_idx" ON "provider_signature" USING btree ("document_id","version") WHERE "provider_signature"."status" <> 'cancelada';