import { sql } from "drizzle-orm";
import { bigint, check, doublePrecision, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FeeCalculationInput, HourlyCostInput } from "#domain/fees/fees.schema";
import { FEE_METHODS } from "#domain/fees/fees";
import { project } from "./projects";
import { studio } from "./studios";
import { user } from "./user";

/** Cents up to R$ 1 bilhão do not fit an integer column: bigint, read as a JS number (< 2^53). */
const cents = (name: string) => bigint(name, { mode: "number" });
const FEE_METHOD_IDS = FEE_METHODS.map((m) => m.id) as [(typeof FEE_METHODS)[number]["id"], ...(typeof FEE_METHODS)[number]["id"][]];

/**
 * The studio's hourly-cost figures (R-FEES-3, decision 090): one row per studio, written by its
 * owner or admins, read by every member's fee calculations. Money in cents, percentages in basis
 * points; no row until the studio saves them (nothing is assumed for it).
 */
export const studioHourlyCost = pgTable("studio_hourly_cost", {
  studioId: text("studio_id")
    .primaryKey()
    .references(() => studio.id, { onDelete: "cascade" }),
  directMonthly: cents("direct_monthly").notNull(),
  indirectMonthly: cents("indirect_monthly").notNull(),
  productiveHours: doublePrecision("productive_hours").notNull(),
  taxesBps: integer("taxes_bps").notNull(),
  profitBps: integer("profit_bps").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A project's fee calculation (R-FEES-1…3): the inputs of every method, the stages and payments,
 * and a copy of the hourly-cost figures it used, so a later change of the studio's figures does
 * not change a saved fee. The result is computed from these on read (domain/fees/fees.ts); the
 * method and total are kept as columns for lists and proposals.
 */
export const projectFees = pgTable(
  "project_fees",
  {
  projectId: text("project_id")
    .primaryKey()
    .references(() => project.id, { onDelete: "cascade" }),
  studioId: text("studio_id")
    .notNull()
    .references(() => studio.id, { onDelete: "cascade" }),
  method: text("method", { enum: FEE_METHOD_IDS }).notNull(),
  total: cents("total").notNull(),
  input: jsonb("input").$type<FeeCalculationInput>().notNull(),
  hourlyCost: jsonb("hourly_cost").$type<HourlyCostInput>().notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("project_fees_method_check", sql.raw(`"method" in (${FEE_METHOD_IDS.map((m) => `'${m}'`).join(", ")})`)), check("project_fees_total_check", sql`${t.total} >= 0`)],
);
