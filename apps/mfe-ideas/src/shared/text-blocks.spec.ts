import { textBlocks } from './text-blocks';

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(textBlocks('First line\ncontinues.\n\nSecond paragraph.')).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('groups bullet and numbered lines into lists', () => {
    expect(textBlocks('Why now:\n- Remote work\n• Cheaper sensors\n* AI\n\n1. Pilot\n2) Launch')).toEqual([
      { kind: 'heading', text: 'Why now' },
      { kind: 'list', items: ['Remote work', 'Cheaper sensors', 'AI'] },
      { kind: 'list', items: ['Pilot', 'Launch'] },
    ]);
  });

  it('reads markdown-style headings', () => {
    expect(textBlocks('**Year 1**\nRevenue of $1.2M.\n## Year 2')).toEqual([
      { kind: 'heading', text: 'Year 1' },
      { kind: 'paragraph', text: 'Revenue of $1.2M.' },
      { kind: 'heading', text: 'Year 2' },
    ]);
  });

  it('keeps a sentence ending in a colon inside its paragraph, and a long colon line as text', () => {
    expect(textBlocks('We charge per seat. Our tiers are as follows:')).toEqual([{ kind: 'paragraph', text: 'We charge per seat. Our tiers are as follows:' }]);
    expect(textBlocks('Intro text\nNext:')).toEqual([{ kind: 'paragraph', text: 'Intro text Next:' }]);
  });

  it('gives nothing for an empty text', () => {
    expect(textBlocks('  \n\n ')).toEqual([]);
  });
});
