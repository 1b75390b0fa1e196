import {
  CURRENCIES,
  formatMoney,
  type BusinessPlanContent,
  type CurrencyCode,
  type FinancialModel,
  type FinancialModelInput,
  type MarketResearch,
  type PitchDeckContent,
  type StartupIdea,
} from '@founder/contracts';
import type { CorpusIdea, StatedPriceExpectation } from './corpus-idea';
import {
  breakEvenDisagreement,
  breakEvenMentions,
  figuresNotPrinted,
  ltvToCacMentions,
  modelYearFigures,
  runwayDisagreement,
  runwayMentions,
  type Mention,
} from './figure-agreement';
import { excerptAt, founderText, printsFigure, textsOf, type PlacedText } from './generated-texts';
import { CHILDREN_PRIVACY_RULES, lawsOutside } from './jurisdictions';
import { foreignMoney } from './money-in-text';
import { endsMidSentence, placeholdersIn, quotesCutMidWord } from './placeholders';

/** What the API answered for one idea: every kind generated, then the idea read again. */
export interface CorpusAnswers {
  /** GET /api/ideas/{id} after every kind was generated: the analysis, the locale and figuresOutOfDate. */
  idea: StartupIdea;
  plan: BusinessPlanContent;
  deck: PitchDeckContent;
  /** GET .../financial-model/defaults before the model was generated. */
  defaults: FinancialModelInput;
  /** The model generated from those defaults (no assumptions in the request). */
  model: FinancialModel;
  research: MarketResearch;
}

/** The checks of issue 27, in the order the report prints them. */
export const CHECKS = [
  'currency and country',
  'stated price in plan and deck',
  'stated counts unchanged',
  'model defaults keep the stated facts',
  'no figure in another currency',
  'no placeholder sentence',
  'no law outside the jurisdiction',
  'plan figures equal the model',
  'runway, break-even and LTV:CAC agree',
  'nothing out of date after the model',
  "children's privacy rules named",
] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckFailure {
  where: string;
  excerpt: string;
}

/** One check run on one idea: held when it has no failures. */
export interface CheckOutcome {
  check: CheckName;
  failures: CheckFailure[];
}

/** The forms a stated price may be printed in: the currency's own ('₹149', 'CA$299') or as the founder wrote it ('Rs 149'). */
function priceForms(price: StatedPriceExpectation, currency: CurrencyCode): string[] {
  const printed = 'percent' in price ? `${price.percent}%` : formatMoney(price.amount, currency);
  return [...new Set([printed, price.written])];
}

const planText = (plan: BusinessPlanContent) => Object.values(plan).join('\n\n');
const deckText = (deck: PitchDeckContent) => Object.values(deck).flatMap((slide) => [slide.content, slide.notes]).join('\n\n');

/** Every generated text the checks read: the analysis, the plan, the deck and the research. */
function generatedTexts(answers: CorpusAnswers): PlacedText[] {
  return [...textsOf(answers.idea.analysis, 'analysis'), ...textsOf(answers.plan, 'plan'), ...textsOf(answers.deck, 'deck'), ...textsOf(answers.research, 'research')];
}

function currencyAndCountry({ expected }: CorpusIdea, { idea }: CorpusAnswers): CheckFailure[] {
  return [
    ...(idea.currency === expected.currency ? [] : [{ where: 'idea.currency', excerpt: `${idea.currency}, not ${expected.currency}` }]),
    ...(idea.country === expected.country ? [] : [{ where: 'idea.country', excerpt: `${idea.country}, not ${expected.country}` }]),
  ];
}

function statedPrice({ expected }: CorpusIdea, { plan, deck }: CorpusAnswers): CheckFailure[] {
  const places: PlacedText[] = [
    { where: 'plan.business-model', text: plan['business-model'] },
    { where: 'deck.business-model.content', text: deck['business-model'].content },
  ];
  return expected.prices.flatMap((price) => {
    const forms = priceForms(price, expected.currency);
    return places
      .filter(({ text }) => !forms.some((form) => printsFigure(text, form)))
      .map(({ where, text }) => ({ where, excerpt: `${forms.join(' or ')} not printed; it says: ${excerptAt(text, pricedAt(text), 0, 80)}` }));
  });
}

/** Where a text speaks of its price, to show beside a missing one. */
function pricedAt(text: string): number {
  return Math.max(0, text.search(/\bprice|\bpriced|\bRevenue:|\bper\b/i));
}

function statedCounts({ expected }: CorpusIdea, { plan, deck }: CorpusAnswers): CheckFailure[] {
  const documents = [
    { where: 'plan', text: planText(plan) },
    { where: 'deck', text: deckText(deck) },
  ];
  return expected.counts.flatMap((count) =>
    documents.filter(({ text }) => !printsFigure(text, count)).map(({ where }) => ({ where, excerpt: `the stated count ${count} is not printed` })),
  );
}

function modelDefaults({ expected }: CorpusIdea, { defaults }: CorpusAnswers): CheckFailure[] {
  const { pricePoint, customers } = defaults.revenueModel;
  const failures: CheckFailure[] = [];
  if (!expected.pricePoints.some((point) => Math.abs(point - pricePoint) < 0.005)) {
    failures.push({ where: 'defaults.revenueModel.pricePoint', excerpt: `${pricePoint}, not ${expected.pricePoints.join(' or ')} (${expected.currency})` });
  }
  if (expected.customersAtMonth12 !== null && customers.month12 !== expected.customersAtMonth12) {
    failures.push({ where: 'defaults.revenueModel.customers.month12', excerpt: `${customers.month12}, not ${expected.customersAtMonth12}` });
  }
  return failures;
}

/** A bare '$' amount the founder wrote in a dollar currency's country ('$299' from a Canadian founder), quoted as written: their own dollar. */
function foundersOwnDollars(corpusIdea: CorpusIdea, text: string, index: number): boolean {
  const amount = /^\$[\d,.]*\d/.exec(text.slice(index))?.[0];
  return Boolean(amount) && CURRENCIES[corpusIdea.expected.currency].sign.endsWith('$') && founderText(corpusIdea).includes(amount as string);
}

function noForeignMoney(corpusIdea: CorpusIdea, answers: CorpusAnswers): CheckFailure[] {
  return generatedTexts(answers).flatMap(({ where, text }) =>
    foreignMoney(text, corpusIdea.expected.currency)
      .filter(({ index }) => !foundersOwnDollars(corpusIdea, text, index))
      .slice(0, 1)
      .map(({ figure, index }) => ({ where, excerpt: excerptAt(text, index, figure.length) })),
  );
}

function noPlaceholder(corpusIdea: CorpusIdea, answers: CorpusAnswers): CheckFailure[] {
  const founder = founderText(corpusIdea);
  const prose = new Set([...Object.keys(answers.plan).map((id) => `plan.${id}`), ...Object.keys(answers.deck).map((id) => `deck.${id}.notes`)]);
  return generatedTexts(answers).flatMap(({ where, text }) => [
    ...[...placeholdersIn(text), ...quotesCutMidWord(text, founder)].map(({ index, length }) => ({ where, excerpt: excerptAt(text, index, length) })),
    ...(prose.has(where) && endsMidSentence(text) ? [{ where, excerpt: `ends mid-sentence: ${excerptAt(text, text.trim().length, 0)}` }] : []),
  ]);
}

function noLawOutside({ expected }: CorpusIdea, answers: CorpusAnswers): CheckFailure[] {
  return generatedTexts(answers).flatMap(({ where, text }) =>
    lawsOutside(text, expected.country).map(({ law, index, length }) => ({ where, excerpt: `${law}: ${excerptAt(text, index, length)}` })),
  );
}

function planEqualsModel({ expected }: CorpusIdea, { plan, model }: CorpusAnswers): CheckFailure[] {
  const section = plan['financial-projections'];
  const missing = figuresNotPrinted(section, modelYearFigures(model, expected.currency));
  if (missing.length === 0) return [];
  const listed = missing.slice(0, 3).map(({ label, forms }) => `${label} ${forms[forms.length - 1]}`).join(', ');
  const yearOne = Math.max(0, section.indexOf('Year 1'));
  return [{ where: 'plan.financial-projections', excerpt: `${missing.length} of 15 model figures not printed (${listed}${missing.length > 3 ? ', ...' : ''}); it says: ${excerptAt(section, yearOne, 0, 90)}` }];
}

function oneValueAcrossDocuments(_idea: CorpusIdea, { plan, deck, model }: CorpusAnswers): CheckFailure[] {
  const places = [...textsOf(plan, 'plan'), ...textsOf(deck, 'deck')];
  const disagreeing = <Value>(find: (text: string) => Array<Mention<Value>>, why: (value: Value) => string | null) =>
    places.flatMap(({ where, text }) =>
      find(text).flatMap(({ value, index, length }) => {
        const reason = why(value);
        return reason ? [{ where, excerpt: `${excerptAt(text, index, length, 30)}: ${reason}` }] : [];
      }),
    );
  const ratio = model.scenarios.base.ltvToCac;
  return [
    ...disagreeing(runwayMentions, (value) => runwayDisagreement(value, model)),
    ...disagreeing(breakEvenMentions, (value) => breakEvenDisagreement(value, model)),
    ...disagreeing(ltvToCacMentions, (value) => (Math.abs(value - ratio) < 0.05 ? null : `the model's LTV:CAC is ${ratio}`)),
  ];
}

function upToDate(_idea: CorpusIdea, { idea }: CorpusAnswers): CheckFailure[] {
  return idea.figuresOutOfDate.map((kind) => ({ where: 'idea.figuresOutOfDate', excerpt: `${kind} is out of date after a model generated from its own defaults` }));
}

function childrenPrivacy({ expected }: CorpusIdea, answers: CorpusAnswers): CheckFailure[] {
  const rules = CHILDREN_PRIVACY_RULES[expected.country];
  if (!rules || generatedTexts(answers).some(({ text }) => rules.test(text))) return [];
  return [{ where: 'every document', excerpt: `no document names ${rules.source.replace(/\\b|\\/g, '')}` }];
}

const CHECK_FUNCTIONS: Readonly<Record<CheckName, (idea: CorpusIdea, answers: CorpusAnswers) => CheckFailure[]>> = {
  'currency and country': currencyAndCountry,
  'stated price in plan and deck': statedPrice,
  'stated counts unchanged': statedCounts,
  'model defaults keep the stated facts': modelDefaults,
  'no figure in another currency': noForeignMoney,
  'no placeholder sentence': noPlaceholder,
  'no law outside the jurisdiction': noLawOutside,
  'plan figures equal the model': planEqualsModel,
  'runway, break-even and LTV:CAC agree': oneValueAcrossDocuments,
  'nothing out of date after the model': upToDate,
  "children's privacy rules named": childrenPrivacy,
};

/** The checks that apply to an idea: counts only when it states some, children's rules only for a children's product in a country of the table. */
function appliesTo(check: CheckName, { expected }: CorpusIdea): boolean {
  if (check === 'stated counts unchanged') return expected.counts.length > 0;
  if (check === "children's privacy rules named") return expected.children && CHILDREN_PRIVACY_RULES[expected.country] !== undefined;
  return true;
}

/** Every check that applies to the idea, run on its answers. */
export function checkCorpusIdea(idea: CorpusIdea, answers: CorpusAnswers): CheckOutcome[] {
  return CHECKS.filter((check) => appliesTo(check, idea)).map((check) => ({ check, failures: CHECK_FUNCTIONS[check](idea, answers) }));
}
