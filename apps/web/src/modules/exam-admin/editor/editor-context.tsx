'use client';

import type { FieldError } from '@lexam/contracts';
import type { ExamScope } from '../exam-scope';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface EditorState {
  /** The kind of test edited: its resources, parts and question types. */
  scope: ExamScope;
  /** The test edited, once it exists. */
  testId?: number;
  /** Whether the test has attempts: then nothing may be deleted or re-typed (the server refuses with 409). */
  isLocked: boolean;
  /** The problems the last publish named, by tree node (`question.12.answerKey`, `section.3`). */
  publishProblems: FieldError[];
  setPublishProblems: (problems: FieldError[]) => void;
  /** Each card reports whether it holds unsaved changes; the screen guards leaving while any does. */
  setDirty: (node: string, isDirty: boolean) => void;
  isAnyDirty: boolean;
}

const EditorContext = createContext<EditorState | null>(null);

/** Holds what the cards of one test editor share. */
export function EditorProvider({ scope, testId, isLocked, children }: { scope: ExamScope; testId?: number; isLocked: boolean; children: ReactNode }) {
  const [publishProblems, setPublishProblems] = useState<FieldError[]>([]);
  const [dirty, setDirtySet] = useState<ReadonlySet<string>>(new Set());
  const setDirty = useCallback((node: string, isDirty: boolean) => {
    setDirtySet((current) => {
      if (current.has(node) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(node);
      else next.delete(node);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ scope, testId, isLocked, publishProblems, setPublishProblems, setDirty, isAnyDirty: dirty.size > 0 }), [scope, testId, isLocked, publishProblems, setDirty, dirty]);
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('useEditor is used inside an EditorProvider.');
  return state;
}

/** Tells the editor whether the card `node` holds unsaved changes, and forgets it when the card goes. */
export function useReportDirty(node: string, isDirty: boolean) {
  const { setDirty } = useEditor();
  useEffect(() => {
    setDirty(node, isDirty);
  }, [node, isDirty, setDirty]);
  useEffect(() => () => setDirty(node, false), [node, setDirty]);
}
