import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { AI_TONE_IDS } from "#domain/profile";
import { CONSTRUCTION_STANDARD_IDS, UFS } from "#domain/projects";

/**
 * Better Auth's user, with our extra fields (its session, account and verification tables are in
 * auth.ts; this one stands alone because the studios' tables and the session both refer to it).
 * Field names follow Better Auth's model; columns are snake_case. The plan and the trial moved
 * to the studio (migration 0006): they are shared by its members.
 */
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  company: text("company"),
  /** When the user accepted the terms of use at sign-up (null only for social sign-ups). */
  termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
  /** Preferences (R-PROFILE-4): the budget's default state and finish, and how AI texts are written. */
  defaultUf: text("default_uf", { enum: UFS }),
  defaultStandard: text("default_standard", { enum: CONSTRUCTION_STANDARD_IDS }),
  aiTone: text("ai_tone", { enum: AI_TONE_IDS }).notNull().default("formal"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
