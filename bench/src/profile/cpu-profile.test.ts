import { describe, expect, it } from 'vitest';
import { summarizeProfile, type CallFrame, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0): CallFrame => ({ functionName, url, lineNumber, columnNumber });

// root → idle | program | app (a.js) → react (r.js) → layout (native)
const profile: CpuProfile = {
  startTime: 0,
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(program)') },
    { id: 4, callFrame: frame('main', 'http://x/_next/static/chunks/a.js', 0, 10), children: [5] },
    { id: 5, callFrame: frame('render', 'http://x/_next/static/chunks/r.js', 0, 5), children: [6] },
    { id: 6, callFrame: frame('layout') },
  ],
  // 1 ms each: idle, then a 6 ms stretch (app, react, react, layout, layout, program), idle, then 2 ms of app.
  samples: [2, 4, 5, 5, 6, 6, 3, 2, 4, 4],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

const resolve = (call: CallFrame) => (call.url.endsWith('r.js') ? 'react-dom' : call.url.endsWith('a.js') ? 'web:app.tsx' : null);

describe('summarizeProfile', () => {
  it('sums self time by source, native work under its own name', () => {
    const summary = summarizeProfile(profile, resolve, { minStretchMs: 1 });
    expect(summary.busyMs).toBe(8);
    expect(Object.fromEntries(summary.bySource)).toEqual({ 'web:app.tsx': 3, 'react-dom': 2, '(layout)': 2, '(program)': 1 });
  });

  it('lists the busy stretches longer than the minimum, each with the scripts that ran in it (native work counted under its caller)', () => {
    const summary = summarizeProfile(profile, resolve, { minStretchMs: 3 });
    expect(summary.stretches).toHaveLength(1);
    expect(summary.stretches[0]!.startMs).toBe(2);
    expect(Object.fromEntries(summary.stretches[0]!.top)).toEqual({ 'react-dom': 4, 'web:app.tsx': 1, '(program)': 1 });
  });
});
