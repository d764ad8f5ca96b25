import { doublePrecision, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { studio } from "./studios";
import { user } from "./user";

/**
 * The CUB values a studio typed itself (R-BUDGET-1): a month or a state the bundled table lacks,
 * kept when a budget using it is saved, offered again in the next budgets. One value per state,
 * month, design code and regime; a new save replaces it.
 */
export const studioCub = pgTable(
  "studio_cub",
  {
    id: text("id").primaryKey(),
    studioId: text("studio_id")
      .notNull()
      .references(() => studio.id, { onDelete: "cascade" }),
    uf: text("uf").notNull(),
    /** aaaa-mm */
    month: text("mes").notNull(),
    code: text("codigo").notNull(),
    regime: text("regime").notNull(),
    /** R$/m² */
    value: doublePrecision("valor").notNull(),
    source: text("fonte").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("studio_cub_unique").on(t.studioId, t.uf, t.month, t.code, t.regime)],
);
