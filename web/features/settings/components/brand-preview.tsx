/**
 * A small likeness of a PDF cover with the brand (server/export/pdf-document.tsx): the coloured
 * bar down the left edge, the logo, the title in the brand colour, the studio's name. It follows
 * the colour being chosen, before it is saved.
 */
export function BrandPreview({ color, logoUrl, studioName }: { color: string; logoUrl: string | null; studioName: string }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        data-testid="brand-preview"
        className="relative aspect-[1/1.414] w-44 overflow-hidden rounded-sm border border-border bg-white py-6 pl-7 pr-4 text-left text-slate-900 shadow-md"
      >
        <div aria-hidden="true" className="absolute inset-y-0 left-0 w-2" style={{ backgroundColor: color }} />
        {logoUrl ? <img src={logoUrl} alt="" className="mb-4 max-h-8 max-w-24 object-contain" /> : null}
        <p className="text-sm font-bold leading-tight" style={{ color }}>
          Memorial descritivo
        </p>
        <p className="mt-1 text-[0.625rem] text-slate-500">Residência Alves</p>
        <div aria-hidden="true" className="mt-4 space-y-1">
          <div className="h-1 w-full rounded bg-slate-200" />
          <div className="h-1 w-4/5 rounded bg-slate-200" />
          <div className="h-1 w-3/5 rounded bg-slate-200" />
        </div>
        <p className="absolute bottom-4 left-7 right-4 truncate text-[0.625rem] font-semibold" style={{ color }}>
          {studioName}
        </p>
      </div>
      <figcaption className="text-xs text-muted-foreground">Prévia da capa de um documento</figcaption>
    </figure>
  );
}
