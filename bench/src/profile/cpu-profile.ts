// A CPU profile of a page load (the DevTools protocol's Profiler.Profile), summed up: where the main
// thread's time went by source (self time), and the long busy stretches with what filled each.

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame; children?: number[] }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The key of a frame with a script address (a package, an app file), or null to fall back to its script's name. */
export type FrameResolver = (frame: CallFrame) => string | null;

export interface Stretch {
  startMs: number;
  durationMs: number;
  /** What ran in it, by the nearest frame with a script, most first. */
  top: Array<[string, number]>;
}

export interface ProfileSummary {
  /** Main-thread time that was not idle. */
  busyMs: number;
  /** Self time by source, most first (native work such as layout shows as `(program)`). */
  bySource: Array<[string, number]>;
  stretches: Stretch[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function sorted(totals: Map<string, number>, limit: number): Array<[string, number]> {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([key, micros]) => [key, round(micros / 1000)]);
}

export function summarizeProfile(profile: CpuProfile, resolve: FrameResolver, { minStretchMs = 10, top = 8 }: { minStretchMs?: number; top?: number } = {}): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (frame: CallFrame) => {
    if (frame.url) return resolve(frame) ?? frame.url.split('/').pop() ?? frame.url;
    // Native work: V8 names its own `(program)`, `(garbage collector)`; a browser function by its name.
    return frame.functionName.startsWith('(') ? frame.functionName : `(${frame.functionName})`;
  };
  const scriptKeyOf = (id: number) => {
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current)!.callFrame;
      if (frame.url) return keyOf(frame);
    }
    return keyOf(byId.get(id)!.callFrame);
  };

  const self = new Map<string, number>();
  const stretches: Stretch[] = [];
  let busy = 0;
  let time = profile.startTime;
  let open: { start: number; end: number; totals: Map<string, number> } | null = null;
  const close = () => {
    if (open && (open.end - open.start) / 1000 >= minStretchMs) {
      stretches.push({ startMs: round((open.start - profile.startTime) / 1000), durationMs: round((open.end - open.start) / 1000), top: sorted(open.totals, top) });
    }
    open = null;
  };
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return close();
    busy += delta;
    const key = keyOf(frame);
    self.set(key, (self.get(key) ?? 0) + delta);
    open ??= { start: time, end: time, totals: new Map() };
    open.end = time;
    const script = scriptKeyOf(id);
    open.totals.set(script, (open.totals.get(script) ?? 0) + delta);
  });
  close();
  return { busyMs: round(busy / 1000), bySource: sorted(self, 1000), stretches };
}
