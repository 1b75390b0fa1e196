import { endsMidSentence, placeholdersIn, quotesCutMidWord } from './placeholders';

describe('placeholder sentences', () => {
  it.each([
    ['It starts from the problem set out in the founder’s problem statement.', true],
    ['Customers: what businesses struggle with today, as the founder describes it.', true],
    ['• Edge: the advantage the founder states in the idea', true],
    ['The problem as the founder describes it in the idea.', true],
    ['Identified from your vision description', true],
    ["A clearly stated problem, in the founder's own words", true],
    ['Generated content for Executive Summary...', true],
    ['Revenue of undefined in Year 1.', true],
    ["In the founder's words: \"We lease cooling units.\"", false],
    ["In the founder's own words, “We lease cooling units.”", false],
    ['BaridiBox leases cooling units at KES 18,000 per unit per month.', false],
  ])('%s -> %s', (text, found) => {
    expect(placeholdersIn(text).length > 0).toBe(found);
  });

  const founder = 'Small workshops lose money on orders because nobody knows the cost.';
  it.each([
    ['They say: "Small workshops lose money on ord"', 1],
    ['They say: "Small workshops lose money on orders"', 0],
    ['They say: "Small workshops lose money on orders because nobody knows the cost."', 0],
    ['A quote of someone else: "nothing the founder wrote here"', 0],
  ])('%s: %i cut quote(s)', (text, count) => {
    expect(quotesCutMidWord(text, founder)).toHaveLength(count);
  });

  it.each([
    ['Runway: about 14 months.', false],
    ['Year 1: revenue KES 1,000 − expenses KES 900 = net income KES 100.', false],
    ['The company plans to earn revenue throu', true],
  ])('%s ends mid-sentence: %s', (text, cut) => {
    expect(endsMidSentence(text)).toBe(cut);
  });
});
