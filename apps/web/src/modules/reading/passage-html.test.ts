import { describe, expect, it } from 'vitest';
import { decodeEntities, parsePassageHtml } from './passage-html';

describe('parsePassageHtml', () => {
  it('reads the sanitiser’s tags, attributes and entities into a tree', () => {
    expect(parsePassageHtml('<h2>Tides &amp; time</h2><p data-paragraph="A">It was <em>very</em> cold.<br>Then&nbsp;it rained.</p>')).toEqual([
      { tag: 'h2', attributes: {}, children: ['Tides & time'] },
      { tag: 'p', attributes: { 'data-paragraph': 'A' }, children: ['It was ', { tag: 'em', attributes: {}, children: ['very'] }, ' cold.', { tag: 'br', attributes: {}, children: [] }, 'Then\u00a0it rained.'] },
    ]);
  });
  it('keeps tables with their spans, closes what is left open and ignores stray end tags', () => {
    expect(parsePassageHtml('<table><tr><td colspan="2">x</td></tr></table></p><p>open')).toEqual([
      { tag: 'table', attributes: {}, children: [{ tag: 'tr', attributes: {}, children: [{ tag: 'td', attributes: { colspan: '2' }, children: ['x'] }] }] },
      { tag: 'p', attributes: {}, children: ['open'] },
    ]);
  });
  it('treats a lone "<" as text and drops comments', () => {
    expect(parsePassageHtml('<p>3 < 4<!-- note --> &lt; 5</p>')).toEqual([{ tag: 'p', attributes: {}, children: ['3 < 4 < 5'] }]);
  });
  it('decodes numeric entities and leaves unknown ones as they are', () => {
    expect(decodeEntities('&#8217;&#x2014;&bogus;&#0;')).toBe('\u2019\u2014&bogus;&#0;');
  });
});
