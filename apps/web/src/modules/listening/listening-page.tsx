'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { CourseView } from './course-view';
import { DictationScreen } from './dictation-screen';

const idIn = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** `/page/listening`: the course by lesson, or the dictation and shadowing screen of one recording (`?recordingId=`). */
export function ListeningPage() {
  return (
    <Suspense>
      <ListeningRoutes />
    </Suspense>
  );
}

function ListeningRoutes() {
  const recordingId = idIn(useSearchParams().get('recordingId'));
  return recordingId ? <DictationScreen key={recordingId} recordingId={recordingId} /> : <CourseView />;
}
