// Writes the exports of the demo idea (PantryPal) to the folder in argv[2]: the pitch deck as PPTX
// and PDF and the business plan as PDF, composed by the built-in composer as the generate endpoints do.
// tools/exports/render-exports.sh then converts the PPTX with LibreOffice and renders every PDF to PNG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PITCH_SLIDE_IDS, PLAN_SECTION_IDS, type BusinessPlanContent, type PitchDeckContent } from '@founder/contracts';
import { compositionContext } from '../src/domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { PITCH_DECK_DOCUMENT } from '../src/pitch-deck/pitch-deck.kind';
import { businessPlanPdf } from '../src/business-plan/business-plan-pdf';
import { pitchDeckPdf } from '../src/pitch-deck/pitch-deck-pdf';
import { pitchDeckPptx } from '../src/pitch-deck/pitch-deck-pptx';
import { DEMO_IDEA } from '../src/ideas/demo-idea';

async function main(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const context = compositionContext(DEMO_IDEA);
  const deck = Object.fromEntries(PITCH_SLIDE_IDS.map((id) => [id, PITCH_DECK_DOCUMENT.compose(context, id)])) as PitchDeckContent;
  const plan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, BUSINESS_PLAN_DOCUMENT.compose(context, id)])) as BusinessPlanContent;
  writeFileSync(join(folder, 'deck.pptx'), await pitchDeckPptx(DEMO_IDEA, deck));
  writeFileSync(join(folder, 'deck.pdf'), await pitchDeckPdf(DEMO_IDEA, deck));
  writeFileSync(join(folder, 'plan.pdf'), await businessPlanPdf(DEMO_IDEA, plan));
}

void main(process.argv[2] ?? 'tmp/exports');
