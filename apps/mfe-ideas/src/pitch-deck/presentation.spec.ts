import { clampSlideIndex, movedSlideIndex, presentationKeyAction, presentationStart, slideCounter } from './presentation';

describe('present mode', () => {
  it('clamps the slide index between 0 and the last slide', () => {
    expect(clampSlideIndex(-1, 10)).toBe(0);
    expect(clampSlideIndex(4, 10)).toBe(4);
    expect(clampSlideIndex(10, 10)).toBe(9);
    expect(clampSlideIndex(3, 0)).toBe(0);
  });

  it('moves one slide at a time and stops at both ends', () => {
    expect(movedSlideIndex(0, 'next', 10)).toBe(1);
    expect(movedSlideIndex(0, 'previous', 10)).toBe(0);
    expect(movedSlideIndex(9, 'next', 10)).toBe(9);
    expect(movedSlideIndex(9, 'previous', 10)).toBe(8);
  });

  it('jumps to the first and the last slide', () => {
    expect(movedSlideIndex(5, 'first', 10)).toBe(0);
    expect(movedSlideIndex(5, 'last', 10)).toBe(9);
    expect(movedSlideIndex(0, 'last', 0)).toBe(0);
  });

  it('maps the keys of presentation software', () => {
    const keys = ['ArrowLeft', 'ArrowUp', 'PageUp', 'ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Home', 'End', 'Escape', 'Enter', 'a', 'Tab'];
    expect(keys.map((key) => presentationKeyAction(key))).toEqual([
      'previous',
      'previous',
      'previous',
      'next',
      'next',
      'next',
      'next',
      'first',
      'last',
      'exit',
      null,
      null,
      null,
    ]);
    expect(presentationKeyAction(' ', true)).toBe('previous');
  });

  it('starts at the first slide unless started from one slide', () => {
    expect(presentationStart(null)).toBe(0);
    expect(presentationStart(4)).toBe(4);
  });

  it('counts slides from 1', () => {
    expect(slideCounter(0, 10)).toBe('Slide 1 of 10');
    expect(slideCounter(9, 10)).toBe('Slide 10 of 10');
  });
});
