import { and, eq } from "drizzle-orm";
import type { Passwords } from "#server/auth/passwords";
import type { Db } from "#server/db/client";
import { account } from "#server/db/schema";
import { WRONG_PASSWORD } from "#domain/profile.schema";
import { AppError } from "#server/lib/errors";

/** Better Auth's e-mail-and-password account: the row that holds the password's hash. */
export const CREDENTIAL_PROVIDER = "credential";

const NO_PASSWORD = "Sua conta entra pelo Google e não tem senha. Defina uma em “Esqueci minha senha” na tela de login.";

/**
 * Checks the person's current password (the one step every sensitive change asks for): 422 on
 * the named field when it is wrong, so the form shows it beside the field.
 */
export async function assertPassword({ db, passwords, userId, password, field }: { db: Db; passwords: Passwords; userId: string; password: string; field: string }): Promise<{ accountId: string }> {
  const [row] = await db
    .select({ id: account.id, hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, CREDENTIAL_PROVIDER)));
  if (!row?.hash) throw new AppError("validation_error", 422, NO_PASSWORD, { [field]: NO_PASSWORD });
  if (!(await passwords.verify({ hash: row.hash, password }))) throw new AppError("validation_error", 422, WRONG_PASSWORD, { [field]: WRONG_PASSWORD });
  return { accountId: row.id };
}
