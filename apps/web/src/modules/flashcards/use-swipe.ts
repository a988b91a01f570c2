'use client';

import { useRef, useState, type PointerEvent } from 'react';

const THRESHOLD = 80;

/**
 * A horizontal swipe on the card (a touch or a pen; the mouse keeps its clicks): left for Again,
 * right for Good, as in the phone apps. `offset` follows the finger so the card moves with it. The
 * sides are the screen's, whatever the reading direction.
 */
export function useSwipe({ enabled, onLeft, onRight }: { enabled: boolean; onLeft: () => void; onRight: () => void }) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!enabled || event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin || origin.id !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    if (Math.abs(dx) > Math.abs(event.clientY - origin.y)) setOffset(dx);
  };
  const finish = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    start.current = null;
    if (!origin || origin.id !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    setOffset(0);
    if (dx <= -THRESHOLD) onLeft();
    else if (dx >= THRESHOLD) onRight();
  };
  const cancel = () => {
    start.current = null;
    setOffset(0);
  };
  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: cancel } };
}
