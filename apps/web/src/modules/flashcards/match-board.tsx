'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MatchTile } from '@lexam/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shuffle } from './practice-queue';

interface Tile extends MatchTile {
  side: 'term' | 'meaning';
}

export interface MatchedPair {
  termKey: string;
  meaningKey: string;
}

/**
 * The match game's tiles: the dealt terms and meanings mixed together; pick one, then its partner. A
 * right pair (`isPair`) leaves the board, a wrong one flashes red. `onDone` gets every pair once the
 * board is empty; the server checks them and times the game.
 */
export function MatchBoard({ terms, meanings, seed, isPair, onDone }: { terms: readonly MatchTile[]; meanings: readonly MatchTile[]; seed: number; isPair: (termKey: string, meaningKey: string) => boolean; onDone: (pairs: MatchedPair[]) => void }) {
  const { t } = useTranslation('flashcards');
  const tiles = useMemo<Tile[]>(() => shuffle([...terms.map((tile) => ({ ...tile, side: 'term' as const })), ...meanings.map((tile) => ({ ...tile, side: 'meaning' as const }))], seed), [terms, meanings, seed]);
  const [selected, setSelected] = useState<Tile | null>(null);
  const [pairs, setPairs] = useState<MatchedPair[]>([]);
  const [wrong, setWrong] = useState<readonly string[]>([]);
  const sent = useRef(false);

  useEffect(() => {
    if (!sent.current && terms.length > 0 && pairs.length === terms.length) {
      sent.current = true;
      onDone(pairs);
    }
  }, [pairs, terms.length, onDone]);

  useEffect(() => {
    if (wrong.length === 0) return undefined;
    const timer = window.setTimeout(() => setWrong([]), 450);
    return () => window.clearTimeout(timer);
  }, [wrong]);

  const gone = new Set(pairs.flatMap((pair) => [`term:${pair.termKey}`, `meaning:${pair.meaningKey}`]));
  const id = (tile: Tile) => `${tile.side}:${tile.key}`;

  const pick = (tile: Tile) => {
    if (!selected || selected.side === tile.side) return setSelected(selected && id(selected) === id(tile) ? null : tile);
    const [term, meaning] = tile.side === 'term' ? [tile, selected] : [selected, tile];
    if (isPair(term.key, meaning.key)) setPairs((done) => [...done, { termKey: term.key, meaningKey: meaning.key }]);
    else setWrong([id(term), id(meaning)]);
    setSelected(null);
  };

  return (
    <Box role="group" aria-label={t('match.board')} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }} data-testid="match-board">
      {tiles.map((tile) => {
        const isGone = gone.has(id(tile));
        const isSelected = selected !== null && id(selected) === id(tile);
        const isWrong = wrong.includes(id(tile));
        return (
          <Button
            key={id(tile)}
            variant={isSelected ? 'contained' : 'outlined'}
            color={isWrong ? 'error' : 'primary'}
            disabled={isGone}
            aria-pressed={isSelected}
            onClick={() => pick(tile)}
            lang={tile.side === 'term' ? 'en' : undefined}
            dir="auto"
            data-testid="match-tile"
            data-side={tile.side}
            data-key={tile.key}
            sx={{ minHeight: 72, textTransform: 'none', visibility: isGone ? 'hidden' : 'visible', fontWeight: tile.side === 'term' ? 700 : 400, fontSize: tile.side === 'term' ? '1rem' : '0.85rem' }}
          >
            {tile.text}
          </Button>
        );
      })}
    </Box>
  );
}
