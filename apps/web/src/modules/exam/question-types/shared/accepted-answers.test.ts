import { describe, expect, it } from 'vitest';
import { expandAcceptedAnswers, formatAcceptedAnswers } from './accepted-answers';

describe('formatAcceptedAnswers', () => {
  it('writes out optional words, fullest spelling first', () => {
    expect(formatAcceptedAnswers('(the) tool shed')).toBe('the tool shed / tool shed');
    expect(formatAcceptedAnswers('(a/the) plot agreement')).toBe('a plot agreement / the plot agreement / plot agreement');
  });

  it('binds a touching slash to its word only', () => {
    expect(formatAcceptedAnswers('bus/coach')).toBe('bus / coach');
    expect(formatAcceptedAnswers('bus/coach station')).toBe('bus station / coach station');
    expect(formatAcceptedAnswers('neighbour/neighbor')).toBe('neighbour / neighbor');
  });

  it('splits whole answers at a spaced slash and at array entries', () => {
    expect(formatAcceptedAnswers('100 kilograms / 100 kg / 100 kilos')).toBe('100 kilograms / 100 kg / 100 kilos');
    expect(formatAcceptedAnswers(['parking', '(a) parking space'])).toBe('parking / a parking space / parking space');
  });

  it('expands optional characters touching a word', () => {
    expect(expandAcceptedAnswers('colo(u)r')).toEqual(['colour', 'color']);
    expect(expandAcceptedAnswers('(£)60')).toEqual(['£60', '60']);
  });

  it('drops repeats without regard to case', () => {
    expect(expandAcceptedAnswers(['Norway', 'norway'])).toEqual(['Norway']);
  });

  it('shortens very long lists and never throws on a broken key', () => {
    expect(formatAcceptedAnswers('a/b/c/d/e/f/g/h')).toBe('a / b / c / d / e / f / …');
    expect(formatAcceptedAnswers('(the river')).toBe('(the river');
    expect(formatAcceptedAnswers(undefined)).toBe('');
  });
});
