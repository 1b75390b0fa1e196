import { clampSlideIndex, movedSlideIndex, presentationKeyAction, slideCounter } from './presentation';

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

  it('maps the arrow keys and Escape', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Escape', 'Enter', ' '].map(presentationKeyAction)).toEqual(['previous', 'next', 'exit', null, null]);
  });

  it('counts slides from 1', () => {
    expect(slideCounter(0, 10)).toBe('Slide 1 of 10');
    expect(slideCounter(9, 10)).toBe('Slide 10 of 10');
  });
});
