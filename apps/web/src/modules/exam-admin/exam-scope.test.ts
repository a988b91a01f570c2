import { describe, expect, it } from 'vitest';
import { GRAMMAR_TYPES, parseEdition, scopeInEdition, scopeOf, scopeParams, titleKeyOf } from './exam-scope';

describe('exam scopes', () => {
  it('sends a TOEIC scope to its resources, screens and parts', () => {
    const scope = scopeOf({ kind: 'toeic', skill: 'reading', edition: 'ets2023' });
    expect(scope.testEntity).toBe('OnlineToeicTest');
    expect(scope.lessonEntity).toBe('ToeicTestOnlne');
    expect(scope.screens.list).toBe('/dashboard/onlinetest/testtoeic/reading/ets2023/test');
    expect(scope.screens.edit(7)).toBe('/dashboard/onlinetest/testtoeic/reading/ets2023/test/7/edit');
    expect(scope.screens.details?.(7)).toBe('/dashboard/onlinetest/testtoeic/reading/ets2023/test/7/details');
    expect(scope.parts).toEqual([5, 6, 7]);
    expect(scopeOf({ kind: 'toeic', skill: 'listening', edition: 'ets' }).parts).toEqual([1, 2, 3, 4]);
    expect(scopeParams(scope)).toEqual({ skill: 'reading', edition: 'ets2023' });
    expect(titleKeyOf(scope.ref)).toBe('scope.toeic.reading.ets2023');
  });

  it('gives grammar its own screens and only the grammar question types', () => {
    const scope = scopeOf({ kind: 'grammar' });
    expect(scope.screens.edit(3)).toBe('/dashboard/onlinetest/testgrammar/detail/3');
    expect(scope.screens.details).toBeUndefined();
    expect(scope.questionTypes).toEqual(GRAMMAR_TYPES);
    expect(scopeParams(scope)).toEqual({ skill: 'grammar' });
  });

  it('keeps the IELTS screens of #4', () => {
    const scope = scopeOf({ kind: 'ielts', skill: 'listening' });
    expect(scope.screens.list).toBe('/dashboard/onlinetest/ielts/listening/cambridge');
    expect(scope.screens.practice?.(2)).toBe('/dashboard/onlinetest/ielts/listening/cambridge/practice/2');
    expect(scope.testEntity).toBe('IeltsOnlineTest');
  });

  it('reads only the five editions', () => {
    expect(parseEdition('ets2021')).toBe('ets2021');
    expect(parseEdition('ets2019')).toBeUndefined();
  });

  it('gives the same TOEIC screen in another edition (the edition switcher), and leaves other scopes alone', () => {
    const ets = scopeOf({ kind: 'toeic', skill: 'listening', edition: 'ets' });
    expect(scopeInEdition(ets, 'ets2023').screens.list).toBe('/dashboard/onlinetest/testtoeic/listening/ets2023/test');
    expect(scopeInEdition(ets, 'ets2023').screens.lesson).toBe('/dashboard/onlinetest/testtoeic/listening/ets2023/lesson');
    const grammar = scopeOf({ kind: 'grammar' });
    expect(scopeInEdition(grammar, 'ets2023')).toBe(grammar);
  });
});
