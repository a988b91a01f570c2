'use client';

import type { SpeakingPart } from '@lexam/contracts';
import { ResourceFormView, ResourceListView, parseId } from '@web/modules/resource';
import { useResourceListQuery } from '@web/modules/resource/resource-api';
import { FormSkeletonFallback } from './form-skeleton';
import { speakingLayoutResources, speakingResources, speakingWordsResources } from './speaking-resources';
import { SuggestionsEditor } from './suggestions-editor';

/** The speaking course's list screens by name: route files pass a name and the route's part. */
export type SpeakingScreen = 'suggestion' | 'vocabulary';
const DEFINITIONS = { suggestion: speakingResources, vocabulary: speakingWordsResources };

export function SpeakingListScreen({ screen, part }: { screen: SpeakingScreen; part: SpeakingPart }) {
  return <ResourceListView definition={DEFINITIONS[screen][part]} />;
}

/** A prompt's (with its suggestions below, once it exists) or a word's new or edit form. */
export function SpeakingFormScreen({ screen, part, id }: { screen: SpeakingScreen; part: SpeakingPart; id?: string }) {
  const rowId = parseId(id);
  return (
    <>
      <ResourceFormView definition={DEFINITIONS[screen][part]} id={id} />
      {screen === 'suggestion' && rowId !== undefined ? <SuggestionsEditor speakingId={rowId} /> : null}
    </>
  );
}

/** `/dashboard/course/speaking/{part}/layout/edit`: the part's one layout, created on first save. */
export function SpeakingLayoutScreen({ part }: { part: SpeakingPart }) {
  const { data, isLoading } = useResourceListQuery({ key: 'speakingLayout', request: { method: 'GET', url: 'SpeakingLayout', params: { section: part, pageSize: 1 } } });
  if (isLoading) return <FormSkeletonFallback />;
  const row = data?.rows[0] as { id: number } | undefined;
  return <ResourceFormView key={row?.id ?? 'new'} definition={speakingLayoutResources[part]} id={row ? String(row.id) : undefined} />;
}
