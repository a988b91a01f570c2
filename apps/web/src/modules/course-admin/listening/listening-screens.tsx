'use client';

import { LISTENING_SOURCE_PATHS, LISTENING_SOURCES, type ListeningSource } from '@lexam/contracts';
import { ResourceFormView, ResourceListView } from '@web/modules/resource';
import { erase, type AnyDefinition } from '../reading/reading-resources';
import { listeningIntroductionResource, listeningLessonResource, listeningVideoResource, recordingResources } from './listening-resources';

/** The listening course's screens by name: route files (server components) pass a name, not a definition. */
export type ListeningScreen = 'introduction' | 'lesson' | 'video' | ListeningSource;

const DEFINITIONS: Record<ListeningScreen, AnyDefinition> = {
  introduction: erase(listeningIntroductionResource),
  lesson: erase(listeningLessonResource),
  video: erase(listeningVideoResource),
  ...recordingResources,
};

/** The source of a route's path segment (`cambridge`, `read`). */
export function listeningSourceOfPath(segment: 'cambridge' | 'read'): ListeningSource {
  return LISTENING_SOURCES.find((source) => LISTENING_SOURCE_PATHS[source] === segment)!;
}

export function ListeningListScreen({ screen }: { screen: ListeningScreen }) {
  return <ResourceListView definition={DEFINITIONS[screen]} />;
}

export function ListeningFormScreen({ screen, id }: { screen: ListeningScreen; id?: string }) {
  return <ResourceFormView definition={DEFINITIONS[screen]} id={id} />;
}
