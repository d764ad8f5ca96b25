import { topographyApi } from "#domain/contracts/topography";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { contentDisposition } from "#server/export/http";
import { apiRouter, implement } from "#server/lib/openapi";
import { drawingNotFound, getTopographyDrawing, getTopographyDxf } from "./topography-drawing.service";

/** Mounted at /api/tools/topografia/runs: implements domain/contracts/topography.ts (decision 088). */
export function topographyDrawingRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: drawingNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(topographyApi.drawing, onRecord), async (c) =>
      c.json(await getTopographyDrawing({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(topographyApi.dxf, onRecord), async (c) => {
      const { bytes, fileName } = await getTopographyDxf({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(bytes, 200, { "Content-Type": "application/dxf", "Content-Disposition": contentDisposition(fileName), "Cache-Control": "no-store" });
    });
}
