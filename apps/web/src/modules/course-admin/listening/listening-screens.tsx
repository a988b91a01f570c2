'use client';

import type { ListeningSource } from '@lexam/contracts';
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

export function ListeningListScreen({ screen }: { screen: ListeningScreen }) {
  return <ResourceListView definition={DEFINITIONS[screen]} />;
}

export function ListeningFormScreen({ screen, id }: { screen: ListeningScreen; id?: string }) {
  return <ResourceFormView definition={DEFINITIONS[screen]} id={id} />;
}
