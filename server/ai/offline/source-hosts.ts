/**
 * Hosts that are never a source a user reads (R-DOC-4; decisions 073 and 078). One list for the
 * whole product: the offline base's passages, the analyses' "Fontes", the programme's catalogue,
 * the CUB tables and every template cite a norm by its own identification, a law by its official
 * text, and as secondary sources only official or professional publishers.
 *
 * - file-sharing: unauthorised copies of paid standards and of books, and document dumps.
 * - blog: personal blogs on free hosts, whose copies of tables nobody answers for.
 * - exam-bank: public exam question banks. The offline base's evaluation sets are written from
 *   them on purpose (questions as people ask them), so only there they may be cited; they are
 *   never shown to users as the source of a rule.
 */
export type BannedHostKind = "file-sharing" | "blog" | "exam-bank";

export const BANNED_SOURCE_HOSTS: Readonly<Record<BannedHostKind, readonly string[]>> = {
  "file-sharing": [
    "scribd.com", "passeidireto.com", "slideshare.net", "1library.org", "1library.co", "trabalhosfeitos.com",
    "trabalhosgratuitos.com", "issuu.com", "docplayer.com.br", "docplayer.net", "studocu.com", "academia.edu",
    "doceru.com", "pdfcoffee.com", "dokumen.pub", "dokumen.tips", "dokumen.site", "vdocuments.com.br", "vdocuments.mx",
    "vdocuments.net", "idoc.pub", "xdocs.net", "kupdf.net", "documents.pub", "fdocumentos.com", "document.onl",
    "studylibpt.com", "studylib.net", "ebah.com.br", "yumpu.com", "livrozilla.com", "docobook.com", "ptdocz.com",
    "pdfslide.net", "pdfslide.tips", "docero.com.br", "cupdf.com", "brainly.com.br", "docsity.com", "zanotowane.pl",
    "epage.pub", "updocs.net", "updocs.tips", "slidepub.com", "dadospdf.com",
  ],
  // wordpress.com is left out: institutions publish there too (IPEM-SP's guidance on extinguishers).
  blog: ["blogspot.com", "wixsite.com", "tripod.com", "lwsite.com.br"],
  "exam-bank": [
    "soprovas.com", "qconcursos.com", "provaseconcursos.com.br", "estudegratis.com.br", "gabarite.com.br",
    "gabariteconcurso.com.br", "questoesestrategicas.com.br", "questoesdedireito.com.br", "jurishand.com",
    "fonteconcursos.com.br", "todasasrespostas.com", "fazerpergunta.com",
  ],
};

const ALL_KINDS = Object.keys(BANNED_SOURCE_HOSTS) as BannedHostKind[];

/** Every host name (with its subdomains: pt.scribd.com, x.blogspot.com) in free text or a URL. */
const HOST_IN_TEXT = /(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}/gi;

/**
 * The first banned host named anywhere in `text` (a URL, a bare host, or a sentence that cites
 * one), with its kind; null when there is none. `kinds` narrows the check (the evaluation sets
 * may cite exam banks).
 */
export function bannedHostIn(
  text: string,
  kinds: readonly BannedHostKind[] = ALL_KINDS,
): { host: string; kind: BannedHostKind } | null {
  for (const found of text.toLowerCase().match(HOST_IN_TEXT) ?? []) {
    for (const kind of kinds) {
      for (const banned of BANNED_SOURCE_HOSTS[kind]) {
        if (found === banned || found.endsWith(`.${banned}`)) return { host: found, kind };
      }
    }
  }
  return null;
}

/** The text a passage or analysis cites when the norm itself is the source (no copy online). */
export const NORM_TEXT_SOURCE = "texto oficial da norma — ABNT, abntcatalogo.com.br";
