import type { StartupProfileIndustry } from '@founder/contracts';

/**
 * The client-side "AI" extraction of spec section 5, from the founder's vision text. Every rule is
 * the spec's: keywords match anywhere in the lower-cased text, in the order written there.
 */
export const FALLBACK_COMPANY_NAME = 'Your Startup';
export const FALLBACK_PROBLEM = 'Identified from your vision description';
export const FALLBACK_SOLUTION = 'Extracted from your vision description';

/** Industry keywords, first match wins; no match is Technology. */
const INDUSTRY_KEYWORDS: ReadonlyArray<[keywords: string[], industry: StartupProfileIndustry]> = [
  [['fitness', 'health'], 'Healthcare'],
  [['food'], 'Food & Beverage'],
  [['app', 'software'], 'Technology'],
  [['education'], 'Education'],
  [['finance'], 'Finance'],
  [['ecommerce', 'shopping'], 'E-commerce'],
];
const PROBLEM_WORDS = ['problem', 'issue', 'challenge', 'struggle', 'difficult', 'lack of'];
const SOLUTION_WORDS = ['solution', 'solve', 'app', 'platform', 'service', 'tool'];

export interface VisionSuggestions {
  suggestedCompanyName: string;
  suggestedIndustry: StartupProfileIndustry;
  suggestedProblem: string;
  suggestedSolution: string;
}

/**
 * The first word longer than 3 characters that starts with a capital letter, else 'Your Startup'.
 * Punctuation around a word is not part of it ('FitFuel,' is 'FitFuel').
 */
export function suggestCompanyName(vision: string): string {
  const words = vision.split(/\s+/).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  return words.find((word) => word.length > 3 && /^\p{Lu}/u.test(word)) ?? FALLBACK_COMPANY_NAME;
}

export function suggestIndustry(vision: string): StartupProfileIndustry {
  const text = vision.toLowerCase();
  return INDUSTRY_KEYWORDS.find(([keywords]) => keywords.some((keyword) => text.includes(keyword)))?.[1] ?? 'Technology';
}

/** The sentences of a text: split after '.', '!' or '?', trimmed, empty ones dropped. */
function sentencesOf(text: string): string[] {
  return text
    .split(/[.!?]+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

function firstSentenceWith(text: string, words: string[]): string | undefined {
  return sentencesOf(text).find((sentence) => words.some((word) => sentence.toLowerCase().includes(word)));
}

export function suggestProblem(vision: string): string {
  return firstSentenceWith(vision, PROBLEM_WORDS) ?? FALLBACK_PROBLEM;
}

export function suggestSolution(vision: string): string {
  return firstSentenceWith(vision, SOLUTION_WORDS) ?? FALLBACK_SOLUTION;
}

export function extractFromVision(vision: string): VisionSuggestions {
  return {
    suggestedCompanyName: suggestCompanyName(vision),
    suggestedIndustry: suggestIndustry(vision),
    suggestedProblem: suggestProblem(vision),
    suggestedSolution: suggestSolution(vision),
  };
}
