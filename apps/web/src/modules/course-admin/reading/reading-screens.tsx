'use client';

import type { ReadingSource } from '@lexam/contracts';
import { ResourceFormView, ResourceListView } from '@web/modules/resource';
import { notFound } from 'next/navigation';
import { isReadingSource } from './reading-source';
import { erase, introductionResource, lessonResources, passageResources, videoResource, vocabularyResources, type AnyDefinition } from './reading-resources';

/** The reading course's screens by name: route files (server components) pass a name and the route's source, not a definition. */
export type ReadingScreen = 'introduction' | 'video' | 'lesson' | 'passage' | 'vocabulary';

const BY_SOURCE: Partial<Record<ReadingScreen, Record<ReadingSource, AnyDefinition>>> = {
  lesson: lessonResources,
  passage: passageResources,
  vocabulary: vocabularyResources,
};

const SINGLE: Partial<Record<ReadingScreen, AnyDefinition>> = {
  introduction: erase(introductionResource),
  video: erase(videoResource),
};


function definitionOf(screen: ReadingScreen, source?: string): AnyDefinition {
  const single = SINGLE[screen];
  if (single) return single;
  if (!isReadingSource(source)) notFound();
  return BY_SOURCE[screen]![source];
}

/** The list screen of a reading course resource. */
export function ReadingListScreen({ screen, source }: { screen: ReadingScreen; source?: string }) {
  return <ResourceListView definition={definitionOf(screen, source)} />;
}

/** The new (no id) or edit form of a reading course resource. */
export function ReadingFormScreen({ screen, source, id }: { screen: ReadingScreen; source?: string; id?: string }) {
  return <ResourceFormView definition={definitionOf(screen, source)} id={id} />;
}
