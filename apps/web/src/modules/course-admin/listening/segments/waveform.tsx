'use client';

import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';

type Regions = ReturnType<(typeof RegionsPlugin)['create']>;
import type { DraftSegment } from './segments-model';

/** What the screen can ask of the waveform once it is ready. */
export interface WaveformControls {
  playPause(): void;
  playRange(startMs: number, endMs: number): void;
  currentMs(): number;
  seek(ms: number): void;
  zoom(pixelsPerSecond: number): void;
}

interface WaveformProps {
  audioUrl: string;
  /** Stored peaks (one channel, 0–1); null: wavesurfer decodes the file once and `onDecoded` stores them. */
  peaks: number[] | null;
  durationMs: number | null;
  segments: DraftSegment[];
  selectedKey: string | null;
  label: string;
  onReady(controls: WaveformControls): void;
  onDecoded(peaks: number[], durationMs: number): void;
  onRegionChange(key: string, startMs: number, endMs: number): void;
  onRegionCreate(startMs: number, endMs: number): void;
  onSelect(key: string): void;
  onTime(ms: number): void;
  onPlaying(playing: boolean): void;
}

/**
 * The recording's waveform with one region per segment (wavesurfer.js 8 and its regions plugin,
 * loaded only here). It is drawn from the stored peaks and streams the audio element, so a long
 * recording is never decoded in the browser once its peaks exist.
 */
export function Waveform(props: WaveformProps) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const wave = useRef<WaveSurfer | null>(null);
  const regions = useRef<Regions | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const known = useRef(new Set<string>());
  const colors = { region: alpha(theme.palette.primary.main, 0.18), selected: alpha(theme.palette.warning.main, 0.32), wave: theme.palette.grey[500], progress: theme.palette.primary.main };

  useEffect(() => {
    const keys = known.current;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void (async () => {
      const [{ default: WaveSurferClass }, { default: RegionsClass }] = await Promise.all([import('wavesurfer.js'), import('wavesurfer.js/dist/plugins/regions.esm.js')]);
      if (cancelled || !container.current) return;
      const { audioUrl, peaks, durationMs } = latest.current;
      const plugin = RegionsClass.create();
      const ws = WaveSurferClass.create({
        container: container.current,
        height: 128,
        waveColor: colors.wave,
        progressColor: colors.progress,
        cursorColor: theme.palette.error.main,
        cursorWidth: 2,
        barWidth: 2,
        barGap: 1,
        barRadius: 2,
        url: audioUrl,
        ...(peaks && durationMs ? { peaks: [peaks], duration: durationMs / 1000 } : {}),
        plugins: [plugin],
      });
      wave.current = ws;
      regions.current = plugin;
      stop = plugin.enableDragSelection({ color: colors.selected });
      plugin.on('region-created', (region) => {
        if (known.current.has(region.id)) return;
        // A region drawn by dragging on the waveform: the screen adds it as a segment (and its own region).
        region.remove();
        latest.current.onRegionCreate(Math.round(region.start * 1000), Math.round(region.end * 1000));
      });
      plugin.on('region-updated', (region) => latest.current.onRegionChange(region.id, Math.round(region.start * 1000), Math.round(region.end * 1000)));
      plugin.on('region-clicked', (region, event) => {
        event.stopPropagation();
        latest.current.onSelect(region.id);
      });
      ws.on('timeupdate', (seconds) => latest.current.onTime(Math.round(seconds * 1000)));
      ws.on('play', () => latest.current.onPlaying(true));
      ws.on('pause', () => latest.current.onPlaying(false));
      ws.on('decode', (seconds) => {
        if (latest.current.peaks) return;
        const [channel] = ws.exportPeaks({ maxLength: Math.max(100, Math.round((seconds / 60) * 800)), precision: 1000 });
        if (channel) latest.current.onDecoded(Array.from(channel, (value) => Math.min(1, Math.abs(value))), Math.round(seconds * 1000));
      });
      ws.on('ready', () => {
        latest.current.onReady({
          playPause: () => void ws.playPause(),
          playRange: (startMs, endMs) => void ws.play(startMs / 1000, endMs / 1000),
          currentMs: () => Math.round(ws.getCurrentTime() * 1000),
          seek: (ms) => ws.setTime(ms / 1000),
          zoom: (pixels) => ws.zoom(pixels),
        });
        sync();
      });
    })();
    return () => {
      cancelled = true;
      stop?.();
      wave.current?.destroy();
      wave.current = null;
      regions.current = null;
      keys.clear();
    };
    // The waveform is made once per recording; later props are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.audioUrl]);

  /** The regions follow the segments: moved, added and removed to match. */
  function sync() {
    const plugin = regions.current;
    if (!plugin || !wave.current?.getDuration()) return;
    const { segments, selectedKey } = latest.current;
    const wanted = new Map(segments.map((segment, index) => [segment.key, { segment, index }]));
    for (const region of plugin.getRegions()) {
      if (!wanted.has(region.id)) {
        known.current.delete(region.id);
        region.remove();
      }
    }
    const present = new Map(plugin.getRegions().map((region) => [region.id, region]));
    for (const [key, { segment, index }] of wanted) {
      const color = key === selectedKey ? colors.selected : colors.region;
      const region = present.get(key);
      const start = segment.startMs / 1000;
      const end = segment.endMs / 1000;
      if (region) {
        if (Math.abs(region.start - start) > 0.0005 || Math.abs(region.end - end) > 0.0005) region.setOptions({ start, end });
        region.setOptions({ color, content: String(index + 1) });
      } else {
        known.current.add(key);
        plugin.addRegion({ id: key, start, end, color, content: String(index + 1), drag: true, resize: true, minLength: 0.1 });
      }
    }
  }

  useEffect(sync);

  return <Box ref={container} role="img" aria-label={props.label} data-testid="waveform" sx={{ width: '100%', minHeight: 128, direction: 'ltr', bgcolor: 'background.neutral', borderRadius: 1 }} />;
}
