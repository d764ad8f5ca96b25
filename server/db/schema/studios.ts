import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { DEFAULT_PLAN, PLAN_IDS } from "#domain/plans";
import { ASSIGNABLE_ROLES, STUDIO_ROLES } from "#domain/studios";
import { user } from "./user";

const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * The owner of the work (R-STUDIO-1): clients, projects and what hangs off them belong to a
 * studio, and so do the plan, the trial and the quotas its members share.
 */
export const studio = pgTable("studio", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** A plan id in TypeScript only: the column stays plain text, so readers still go through planOrDefault(). */
  plan: text("plan", { enum: PLAN_IDS }).notNull().default(DEFAULT_PLAN),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }).notNull(),
  /** When the team granted the current plan (R-STUDIO-4), and who; null for the trial. */
  planGrantedAt: timestamp("plan_granted_at", { withTimezone: true }),
  planGrantedBy: text("plan_granted_by").references(() => user.id, { onDelete: "set null" }),
  /**
   * The studio's public data (R-PROFILE-1), printed on its PDFs' covers and closing slides: its
   * CAU registration, contacts and brand colour (#rrggbb). The logo is a stored_file of purpose
   * "logo" (files.ts), so that no table points both ways.
   */
  cau: text("cau"),
  phone: text("phone"),
  publicEmail: text("public_email"),
  address: text("address"),
  website: text("website"),
  instagram: text("instagram"),
  brandColor: text("brand_color"),
  /**
   * The studio's legal identity (decision 105), printed in the contract's parties and signature
   * page and in the proposal's closing: the CNPJ (14 characters, check digits valid, without
   * punctuation) and the razão social, when the studio is a firm.
   */
  cnpj: text("cnpj"),
  legalName: text("legal_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A person in a studio, with a role; one owner per studio. */
export const studioMember = pgTable(
  "studio_member",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: STUDIO_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("studio_member_studio_user_unique").on(t.studioId, t.userId),
    // A user's studios (the switcher, the scope of every request).
    index("studio_member_user_idx").on(t.userId),
    // Ownership moves by a transfer, never duplicates.
    uniqueIndex("studio_member_one_owner_uq").on(t.studioId).where(sql`${t.role} = 'owner'`),
    check("studio_member_role_check", oneOf("role", STUDIO_ROLES)),
  ],
);

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;

/** An e-mail invitation: a single-use link (its SHA-256 stored, never the token) valid for 7 days. */
export const studioInvitation = pgTable(
  "studio_invitation",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    /** Lower-cased, as sign-up stores e-mails. */
    email: text("email").notNull(),
    role: text("role", { enum: ASSIGNABLE_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When it was accepted, revoked or found expired. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("studio_invitation_studio_idx").on(t.studioId, t.status),
    // One open invitation per e-mail and studio, even when two admins click at once.
    uniqueIndex("studio_invitation_pending_uq").on(t.studioId, t.email).where(sql`${t.status} = 'pending'`),
    check("studio_invitation_role_check", oneOf("role", ASSIGNABLE_ROLES)),
    check("studio_invitation_status_check", oneOf("status", INVITATION_STATUSES)),
  ],
);
