/**
 * How many "[completar" markers the offline drafts of the fully filled fixture leave, per
 * document, and in the presentation's slides built from the offline concept and text
 * (decision 074). Run: npx tsx scripts/count-placeholders.ts
 */
import { WRITTEN_KINDS } from "#domain/documents";
import { blocksToPlainText } from "#domain/rich-text";
import { offlineDraft } from "#server/ai/offline/written-documents";
import { fullyFilledProjectFacts, offlineDeck } from "#test-support/project-facts-fixture";

const count = (text: string) => (text.match(/\[completar/g) ?? []).length;
const facts = fullyFilledProjectFacts();
const drafts = Object.fromEntries(WRITTEN_KINDS.map((k) => [k, offlineDraft(k, facts)]));
for (const kind of WRITTEN_KINDS) {
  const text = drafts[kind]!.sections.map((s) => blocksToPlainText(s.blocks)).join("\n");
  console.log(`${kind}: ${count(text)}`);
}
const slides = offlineDeck(facts);
console.log(`slides: ${count(JSON.stringify(slides))} (${slides.length} slides)`);
