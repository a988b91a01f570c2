import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastQueue from './toast-queue';

type Queue = typeof ToastQueue;

async function freshQueue(): Promise<Queue> {
  vi.resetModules();
  return import('./toast-queue');
}

describe('toast-queue', () => {
  let queue: Queue;
  beforeEach(async () => {
    queue = await freshQueue();
  });

  it('keeps the toasts asked for before the toaster is mounted, asks for it once, and shows them in order when it is', () => {
    const wanted = vi.fn();
    queue.subscribeToaster(wanted);
    expect(queue.isToasterWanted()).toBe(false);
    const first = queue.showToast('Saved', { variant: 'success' });
    const second = queue.showToast('Language changed');
    expect(first).not.toBe(second);
    expect(queue.isToasterWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    const enqueue = vi.fn();
    queue.setToaster({ enqueue, close: vi.fn() });
    expect(enqueue.mock.calls).toEqual([
      ['Saved', { variant: 'success', key: first }],
      ['Language changed', { key: second }],
    ]);
  });

  it('shows at once once the toaster is there, and closes through it', () => {
    const enqueue = vi.fn();
    const close = vi.fn();
    queue.setToaster({ enqueue, close });
    const key = queue.showToast('Deleted', { variant: 'info', key: 'mine' });
    expect(key).toBe('mine');
    expect(enqueue).toHaveBeenCalledWith('Deleted', { variant: 'info', key: 'mine' });
    queue.closeToast('mine');
    expect(close).toHaveBeenCalledWith('mine');
  });

  it('drops a waiting toast that is closed before the toaster comes', () => {
    const kept = queue.showToast('Kept');
    const dropped = queue.showToast('Dropped');
    queue.closeToast(dropped);
    const enqueue = vi.fn();
    queue.setToaster({ enqueue, close: vi.fn() });
    expect(enqueue.mock.calls).toEqual([['Kept', { key: kept }]]);
  });

  it('waits again when the toaster unmounts', () => {
    const enqueue = vi.fn();
    queue.setToaster({ enqueue, close: vi.fn() });
    queue.setToaster(null);
    queue.showToast('Later');
    expect(enqueue).not.toHaveBeenCalled();
  });
});
