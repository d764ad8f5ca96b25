import { emptyProgramme } from "#domain/needs-program";
import type { DocumentKindHooks } from "./types";

/** An empty programme that already knows the lot's area. */
export const programmeKind: DocumentKindHooks<"programa"> = {
  start: ({ project }) => emptyProgramme({ area: project.plotArea }),
};
