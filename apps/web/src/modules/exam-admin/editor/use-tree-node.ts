'use client';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { movedIds } from '../exam-admin-keys';
import { firstMessages } from '../problems';
import { useReportDirty } from './editor-context';
import { useTreeSend, type TreeSendResult } from './use-tree-send';

/** A node's place among its siblings, for ordering and deleting it through its resource. */
interface NodePlace {
  /** The admin resource of the node: `OnlinePassage`, `OnlinePart`, `IeltsOnlineQuestion`. */
  resource: string;
  id: number | undefined;
  index: number;
  siblingIds: number[];
}

/**
 * Moving a node up or down (`{resource}/updateOrder` with the siblings' new order) and deleting it
 * (after the card's confirmation). A refused delete is handed to `onRefused` (a 409 names the
 * learners' attempts it would destroy), a refused move is a toast.
 */
export function useNodePlace({ resource, id, index, siblingIds, onRefused }: NodePlace & { onRefused: (result: Extract<TreeSendResult, { ok: false }>) => void }) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const { send, isSending } = useTreeSend();
  const [isDeleting, setDeleting] = useState(false);
  const move = async (step: -1 | 1) => {
    const ids = movedIds(siblingIds, index, step);
    if (!ids) return;
    const result = await send({ method: 'PUT', url: `${resource}/updateOrder`, body: { ids } });
    if (!result.ok) toast.error(result.title);
  };
  const remove = async () => {
    if (id === undefined) return;
    const result = await send({ method: 'DELETE', url: `${resource}/${id}` });
    setDeleting(false);
    if (!result.ok) onRefused(result);
    else toast.success(t('deleted'));
  };
  return { send, isSending, move, remove, isDeleting, setDeleting };
}

/**
 * The edit of an existing section or group: the fields changed since the tree was loaded (reported to
 * the unsaved-changes guard), saved with one `PUT {resource}/{id}`; `clientOnly` names fields kept for
 * the screen (a preview URL) that are not sent. A refusal shows its title and each field's first message.
 */
export function useNodeEdit<Node extends object, Changes extends object>({ resource, node, index, siblingIds, clientOnly = [] }: { resource: string; node: Node & { id: number }; index: number; siblingIds: number[]; clientOnly?: (keyof Changes)[] }) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const [changes, setChanges] = useState<Changes>({} as Changes);
  const [problem, setProblem] = useState<{ title: string; fields: Record<string, string> } | null>(null);
  const place = useNodePlace({ resource, id: node.id, index, siblingIds, onRefused: (result) => setProblem({ title: result.title, fields: {} }) });
  const isDirty = Object.keys(changes).length > 0;
  useReportDirty(`${resource}.${node.id}`, isDirty);

  const value = <K extends keyof Changes>(key: K) => (key in changes ? changes[key] : (node as Record<PropertyKey, unknown>)[key as PropertyKey]) as Changes[K];
  const change = (next: Changes) => setChanges((current) => ({ ...current, ...next }));
  const save = async () => {
    const body = Object.fromEntries(Object.entries(changes).filter(([key]) => !clientOnly.includes(key as keyof Changes)));
    const result = await place.send({ method: 'PUT', url: `${resource}/${node.id}`, body });
    if (!result.ok) {
      setProblem({ title: result.title, fields: firstMessages(result.errors) });
      return;
    }
    setChanges({} as Changes);
    setProblem(null);
    toast.success(t('saved'));
  };
  return { ...place, value, change, isDirty, save, problem };
}
