'use client';

import { notFound } from 'next/navigation';
import { ResourceFormView, ResourceListView } from '@web/modules/resource';
import { grammarExerciseResource, grammarPointResource, grammarUnitResource, grammarWordResource } from './grammar-resources';

const SCREENS = { topics: grammarUnitResource, grammar: grammarPointResource, newword: grammarWordResource, exercise: grammarExerciseResource };
export type GrammarScreen = keyof typeof SCREENS;

/** A route's id: a positive whole number, else "not found". */
function idOf(value: string): string {
  if (/^\d{1,9}$/.test(value) && Number(value) > 0) return value;
  notFound();
}

/** The list of one of the grammar course's screens (ROUTES.md "Grammar"). */
export function GrammarListScreen({ screen }: { screen: GrammarScreen }) {
  return <ResourceListView definition={SCREENS[screen]} />;
}

/** The form of one of the grammar course's screens: new without an id, else the row's. */
export function GrammarFormScreen({ screen, id }: { screen: GrammarScreen; id?: string }) {
  return <ResourceFormView definition={SCREENS[screen]} id={id === undefined ? undefined : idOf(id)} />;
}
