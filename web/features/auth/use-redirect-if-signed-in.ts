import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { sessionQueryOptions } from "#web/lib/session";

/**
 * Account pages are for visitors: a signed-in user goes straight to `target`.
 * `paused` while this page's own submit is finishing (it navigates by itself).
 */
export function useRedirectIfSignedIn(target: string, paused = false): void {
  const session = useQuery(sessionQueryOptions);
  const navigate = useNavigate();
  const signedIn = Boolean(session.data);

  useEffect(() => {
    if (signedIn && !paused) void navigate(target, { replace: true });
  }, [signedIn, paused, target, navigate]);
}
