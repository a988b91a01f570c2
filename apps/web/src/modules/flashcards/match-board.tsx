'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shuffle } from './practice-queue';

export interface MatchPair {
  id: number;
  term: string;
  meaning: string;
}

interface Tile {
  key: string;
  pairId: number;
  side: 'term' | 'meaning';
  text: string;
}

/**
 * The match game's tiles: terms and meanings shuffled together; pick one, then its partner. A right
 * pair leaves the board, a wrong one shakes. `onDone` is called once the board is empty.
 */
export function MatchBoard({ pairs, seed, onDone }: { pairs: readonly MatchPair[]; seed: number; onDone: () => void }) {
  const { t } = useTranslation('flashcards');
  const tiles = useMemo<Tile[]>(
    () => shuffle(pairs.flatMap((pair) => [
      { key: `t${pair.id}`, pairId: pair.id, side: 'term' as const, text: pair.term },
      { key: `m${pair.id}`, pairId: pair.id, side: 'meaning' as const, text: pair.meaning },
    ]), seed),
    [pairs, seed],
  );
  const [selected, setSelected] = useState<Tile | null>(null);
  const [matched, setMatched] = useState<ReadonlySet<number>>(new Set());
  const [wrong, setWrong] = useState<readonly string[]>([]);

  useEffect(() => {
    if (pairs.length > 0 && matched.size === pairs.length) onDone();
  }, [matched, pairs.length, onDone]);

  useEffect(() => {
    if (wrong.length === 0) return undefined;
    const timer = window.setTimeout(() => setWrong([]), 450);
    return () => window.clearTimeout(timer);
  }, [wrong]);

  const pick = (tile: Tile) => {
    if (!selected) return setSelected(tile);
    if (selected.key === tile.key) return setSelected(null);
    if (selected.side === tile.side) return setSelected(tile);
    if (selected.pairId === tile.pairId) setMatched((done) => new Set(done).add(tile.pairId));
    else setWrong([selected.key, tile.key]);
    setSelected(null);
  };

  return (
    <Box role="group" aria-label={t('match.board')} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }} data-testid="match-board">
      {tiles.map((tile) => {
        const isGone = matched.has(tile.pairId);
        const isSelected = selected?.key === tile.key;
        const isWrong = wrong.includes(tile.key);
        return (
          <Button
            key={tile.key}
            variant={isSelected ? 'contained' : 'outlined'}
            color={isWrong ? 'error' : 'primary'}
            disabled={isGone}
            aria-pressed={isSelected}
            onClick={() => pick(tile)}
            lang={tile.side === 'term' ? 'en' : undefined}
            dir="auto"
            data-testid="match-tile"
            data-pair={tile.pairId}
            data-side={tile.side}
            sx={{ minHeight: 72, textTransform: 'none', visibility: isGone ? 'hidden' : 'visible', fontWeight: tile.side === 'term' ? 700 : 400, fontSize: tile.side === 'term' ? '1rem' : '0.85rem' }}
          >
            {tile.text}
          </Button>
        );
      })}
    </Box>
  );
}
