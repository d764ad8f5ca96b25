import { safeRedirect } from "#domain/auth.schema";
import { INVITATION_TOKEN_PATTERN } from "#domain/studios.schema";

const INVITATION_PAGE = /^\/convite\/([^/?#]+)$/;

/**
 * Where to go after signing in or up: `?redirect=` when it is a dashboard address
 * (domain's safeRedirect) or an invitation link's page (`/convite/<token>`, to accept it next),
 * else /dashboard. Nothing else, so the parameter cannot send anyone off the site.
 */
export function afterAuthTarget(target: string | null | undefined): string {
  const token = target ? INVITATION_PAGE.exec(target)?.[1] : undefined;
  if (target && token && INVITATION_TOKEN_PATTERN.test(token)) return target;
  return safeRedirect(target);
}

/** `path` with `?redirect=` carried over when there is one (the links between login and sign-up). */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
