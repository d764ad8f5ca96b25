/** A source that cites a city's building code (the offline generator's examples say "município"). */
export function isMunicipalSource(source: string): boolean {
  return /munic[íi]p|c[óo]digo de obras|prefeitura/i.test(source);
}

/**
 * "Fonte: …" under a room. Minimum areas are set by each city's code, never nationally, so a
 * source citing one is marked as a reference from a municipality.
 */
export function RoomSource({ id, source }: { id?: string; source: string }) {
  return (
    <p id={id} className="mt-1 text-xs text-muted-foreground">
      Fonte: {source}
      {isMunicipalSource(source) ? (
        <span className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">Referência municipal, não é norma nacional</span>
      ) : null}
    </p>
  );
}
