-- Rows no version of the code wrote, made to fit before the checks: an unknown state reads as a failed answer, an unknown author as no provider; a message that is neither the user's nor an answer cannot be shown and goes.
DELETE FROM "message" WHERE "role" NOT IN ('user', 'assistant');--> statement-breakpoint
UPDATE "message" SET "status" = 'error' WHERE "status" NOT IN ('complete', 'streaming', 'interrupted', 'error');--> statement-breakpoint
UPDATE "message" SET "provider" = NULL WHERE "provider" NOT IN ('primary', 'fallback', 'offline', 'user-key');--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_role_check" CHECK ("role" in ('user', 'assistant'));--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_status_check" CHECK ("status" in ('complete', 'streaming', 'interrupted', 'error'));--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_provider_check" CHECK ("provider" is null or "provider" in ('primary', 'fallback', 'offline', 'user-key'));
