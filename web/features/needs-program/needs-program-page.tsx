/** "Programa de necessidades" (R-DOC-4): being built. */
export function NeedsProgramPage() {
  return null;
}
