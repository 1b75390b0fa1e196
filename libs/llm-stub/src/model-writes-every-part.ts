import type { StubReply } from './llm-stub';

/** Filler words of a model-written section (the schema wants 120 to 400 words). */
const WORDS = 'the founders will test this plan with paying customers every month and report what they learn to the board'.split(' ');

function words(count: number): string {
  return Array.from({ length: count }, (_value, index) => WORDS[index % WORDS.length]).join(' ');
}

export interface EveryPartOptions {
  /** Characters per streamed chunk, and the wait before each. */
  chunkChars: number;
  chunkDelayMs: number;
  /** A part id answered with cut-off JSON (a model that fails on that part). */
  invalidJsonFor?: string;
  /**
   * A part whose answer adds a sentence changing a fact the founder stated ('Each workshop pays €45
   * per month.'): on the first answer only, or (`again`) also when asked again with the reasons.
   */
  changesFact?: { partId: string; sentence: string; again: boolean };
}

/**
 * A reply that writes a valid answer for any requested section or slide: it reads the part id and
 * the figures it must quote from the prompt (as the ideas service writes it), so the answer passes
 * the schema; streamed a few characters at a time when the options say so. 400 to a prompt that
 * asks for no part. A slide with a changed fact has it in its notes.
 */
export function modelWritesEveryPart({ chunkChars, chunkDelayMs, invalidJsonFor, changesFact }: EveryPartOptions): StubReply {
  return ({ prompt, askedAgain }) => {
    const line = /^- "([a-z-]+)" \(.*$/m.exec(prompt);
    if (!line) return { status: 400, body: { error: { message: 'no part asked' } } };
    const id = line[1];
    const figures = [...line[0].matchAll(/"([^"]+)"(?= and | exactly as written)/g)].map((match) => match[1]).join(' and ');
    const changed = changesFact && changesFact.partId === id && (changesFact.again || !askedAgain) ? ` ${changesFact.sentence}` : '';
    const text = `Written by the model. ${figures ? `It states ${figures}. ` : ''}${words(150)}.${changed}`;
    const part = line[0].includes('an object {"content"') ? { content: `• Written by the model. ${figures} ${words(20)}`, notes: `Model notes. ${words(40)}.${changed}` } : text;
    const content = id === invalidJsonFor ? `{"${id}": "cut sho` : JSON.stringify({ [id]: part });
    return { content, chunkChars, chunkDelayMs };
  };
}
