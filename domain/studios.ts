/**
 * Studios (R-STUDIO-1…): the studio owns the work (clients, projects and everything attached to
 * them); people are its members with a role. Pure rules, shared by the API and the browser (which
 * hides what a role cannot do; the API refuses it anyway).
 */
import { planOrDefault, type Plan } from "./plans";
import { plural } from "./addressing";

export const STUDIO_ROLES = ["owner", "admin", "member"] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** Roles an invitation or a role change can give: ownership only moves by a transfer. */
export const ASSIGNABLE_ROLES = ["admin", "member"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Record<StudioRole, string> = {
  owner: "Proprietário",
  admin: "Administrador",
  member: "Membro",
};

/**
 * Sent by the browser with every API request: the studio the page on screen shows. The session's
 * studio is shared by its tabs; when another tab switched it, the API refuses (409
 * `studio_changed`) instead of writing into a studio this page does not show.
 */
export const STUDIO_HEADER = "x-prancheta-studio";

/** An invitation link is valid for this long, and only once. */
export const INVITATION_DAYS = 7;
export const STUDIO_NAME_MAX = 120;

export function invitationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
}

/** Invite people, revoke invitations, remove members (admins: members only). */
export function canManageMembers(role: StudioRole): boolean {
  return role === "owner" || role === "admin";
}

/** Who `actor` may remove: the owner anyone else, an admin plain members; nobody removes the owner. */
export function canRemove(actor: StudioRole, target: StudioRole): boolean {
  if (target === "owner") return false;
  if (actor === "owner") return true;
  return actor === "admin" && target === "member";
}

/** Inviting someone as admin makes an admin: a role change, which is the owner's. */
export function canInviteAs(actor: StudioRole, role: AssignableRole): boolean {
  return role === "admin" ? actor === "owner" : canManageMembers(actor);
}

/** Rename the studio. */
export function canRename(role: StudioRole): boolean {
  return canManageMembers(role);
}

/** Plan, role changes, ownership transfer, deleting the studio: the owner's alone. */
export function isOwner(role: StudioRole): boolean {
  return role === "owner";
}

/** Seats a plan gives (members plus pending invitations); null means unlimited. */
export function seatLimit(planId: string): number | null {
  return planOrDefault(planId).quotas.users;
}

/** "1 usuário", "até 5 usuários", "usuários ilimitados": how a seat limit reads in messages. */
export function seatsPhrase(plan: Plan): string {
  const limit = plan.quotas.users;
  if (limit === null) return "usuários ilimitados";
  return `${limit === 1 ? "" : "até "}${plural(limit, "usuário", "usuários")}`;
}

/**
 * Who a record names once its author's account was deleted (R-PROFILE-5, R-STUDIO-6): the record
 * stays with the studio, the person's name does not. The API sends null for such a person.
 */
export const FORMER_MEMBER = "Ex-membro";
