'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerTest } from '@lexam/contracts';
import { addAnnotation, annotationsStorageKey, parseAnnotations, removeAnnotation, type Annotation } from './annotations';
import { ExamDisplay, parseDisplay, zoomSx } from './exam-display';
import { ExamTopBar } from './exam-top-bar';
import { sectionExtras, type ExamKind } from './exam-kind';
import { GroupedQuestionList } from './grouped-question-list';
import { LazyExamClosedDialog, LazyListeningAudio, LazyNoteDialog, LazyNotesDrawer, LazySubmitDialog, LazyTimeWarning, usePreloadedParts } from './lazy-parts';
import { recordingsOf } from './recordings';
import { PassageView } from './passage-view';
import { answeredNumbers, flagsStorageKey, indexQuestions, sectionOfNumber, summarizeProgress } from './question-index';
import { QuestionList } from './question-list';
import { QuestionNavigator } from './question-navigator';
import { answeredOf } from './question-players';
import { SplitPane } from './split-pane';
import { useAnswerStore, type AnswerSource } from './use-answer-store';
import { useExamPosition } from './use-exam-position';
import { useExamSubmit } from './use-exam-submit';
import { useWantedOnce } from '@web/lib/lazy-mount';
import { HydrationUnit } from '@web/components/hydration-unit';
import { useClockStartedByAudio } from './use-audio-clock';
import { useExamDeadline, type ExamClockInput } from './use-exam-timer';
import { parseNumberList, useStoredState } from './use-stored-state';
import type { WarningMinutes } from './exam-clock';

export interface ExamScreenProps {
  /** Which controller saves and submits; IELTS when absent (the admin's preview). */
  kind?: ExamKind;
  test: LearnerTest;
  /** The attempt's saved answers; null in the admin's preview (answers stay in this page). */
  source: AnswerSource | null;
  clock: ExamClockInput | null;
  /** Per attempt (`attempt-12`) or per preview (`preview-5`): where flags, notes and the audio's place are kept. */
  attemptKey: string;
  /** Where the result of this attempt is shown (`?resultId=` is added). */
  resultPath: string | null;
  /** The screen's height: the whole window for a learner, less inside the dashboard. */
  height?: string;
}

/**
 * The exam screen of the official computer-delivered test: slim top bar, the passage and its
 * questions side by side (reading) or the recording and its questions (listening), one section at a
 * time, the navigator at the bottom. Every answer goes through the save queue.
 */
export function ExamScreen({ kind = 'ielts', test, source, clock: givenClock, attemptKey, resultPath, height = '100dvh' }: ExamScreenProps) {
  const { t } = useTranslation('exam');
  const { clock, onPlay } = useClockStartedByAudio({ kind, attemptId: source?.attemptId ?? null, clock: givenClock });
  const isPreview = source === null;
  const store = useAnswerStore(source);
  // The question to bring into view after the next render; `focus` false when coming back after a reload.
  const focusTarget = useRef<{ number: number; focus: boolean } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [flagList, setFlags] = useStoredState(flagsStorageKey(attemptKey), parseNumberList);
  const [annotations, setAnnotations] = useStoredState<Annotation[]>(annotationsStorageKey(attemptKey), parseAnnotations);
  const [display, setDisplay] = useStoredState('lexam.exam.display', parseDisplay);
  const [warning, setWarning] = useState<WarningMinutes | null>(null);
  const [isSubmitOpen, setSubmitOpen] = useState(false);
  const [isExpired, setExpired] = useState(false);
  const [isNotesOpen, setNotesOpen] = useState(false);
  const [pendingNote, setPendingNote] = useState<Omit<Annotation, 'id' | 'note'> & { passageText: string } | null>(null);
  const [playingGroupId, setPlayingGroupId] = useState<number | null>(null);
  const { submit, isSubmitting, error, clearError } = useExamSubmit({ kind, attemptId: source?.attemptId ?? null, store, resultPath });

  const slots = useMemo(() => indexQuestions(test), [test]);
  const { sectionIndex, setSectionIndex, current, setCurrent, pane, setPane } = useExamPosition({
    attemptKey,
    slots,
    sectionCount: test.sections.length,
    onRestore: (number) => {
      focusTarget.current = { number, focus: false };
      setFocusRequest((count) => count + 1);
    },
  });
  const answered = useMemo(() => answeredNumbers({ test, responses: store.responses, answeredOf }), [test, store.responses]);
  const flagged = useMemo(() => new Set(flagList), [flagList]);
  const counts = summarizeProgress({ slots, answered, flagged });
  // TOEIC sections are the test's numbered parts (5, 6, 7); other tests count their sections.
  const sectionLabels = useMemo(() => test.sections.map((item, index) => t('navigator.part', { number: sectionExtras(item).part ?? index + 1 })), [test.sections, t]);
  const section = test.sections[Math.min(sectionIndex, test.sections.length - 1)];
  const isListening = test.skill === 'listening';
  // IELTS reading: one passage per section beside its questions, with marks and notes.
  const hasPassage = Boolean(section?.passageHtml);
  const isReading = !isListening && test.sections.some((item) => Boolean(item.passageHtml));
  const recordings = useMemo(() => recordingsOf({ test, sectionLabels }), [test, sectionLabels]);

  useExamDeadline({
    clock,
    onWarning: setWarning,
    onExpire: () => {
      setExpired(true);
      void submit();
    },
  });

  const goTo = useCallback(
    (number: number) => {
      // Going to a question outside the set being played shows the whole part again.
      const slot = slots.find((item) => item.number === number);
      const playing = playingGroupId === null ? undefined : test.sections.flatMap((item) => item.groups).find((group) => group.id === playingGroupId);
      if (slot && playing && !playing.questions.some((question) => question.id === slot.questionId)) setPlayingGroupId(null);
      setSectionIndex(sectionOfNumber(slots, number));
      setCurrent(number);
      setPane('questions');
      focusTarget.current = { number, focus: true };
      setFocusRequest((count) => count + 1);
    },
    [slots, playingGroupId, test.sections, setSectionIndex, setCurrent, setPane],
  );

  const onRecording = useCallback(
    (index: number | null) => {
      const recording = index === null ? undefined : recordings[index];
      if (!recording) return setPlayingGroupId(null);
      // A recording is playing: if the first play could not start the clock, this tries again.
      onPlay();
      setSectionIndex(recording.sectionIndex);
      setPlayingGroupId(recording.groupId);
    },
    [recordings, onPlay, setSectionIndex],
  );

  // After the section of a chosen number is on screen, its first control takes the focus. Back after
  // a reload, the part's questions may still be hydrating: the question is waited for a few frames.
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    let frame = 0;
    let tries = 0;
    const show = () => {
      const element = document.getElementById(`question-${target.number}`);
      if (!element) {
        if (++tries < 60) frame = requestAnimationFrame(show);
        return;
      }
      // Back after a reload, the question is shown without focusing it (a phone would open its keyboard).
      if (target.focus) element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'center', behavior: target.focus ? 'smooth' : 'auto' });
    };
    show();
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);


  const onFocusCapture = (event: React.FocusEvent) => {
    const holder = (event.target as HTMLElement).closest('[data-question-number]');
    const number = holder ? Number(holder.getAttribute('data-question-number')) : NaN;
    if (Number.isInteger(number)) setCurrent(number);
  };

  const step = (delta: number) => {
    const position = current === null ? -1 : slots.findIndex((slot) => slot.number === current);
    const fallback = slots.findIndex((slot) => slot.sectionIndex === sectionIndex);
    const next = slots[position === -1 ? Math.max(0, fallback) : position + delta];
    if (next) goTo(next.number);
  };

  const toggleFlag = () => {
    if (current === null) return;
    setFlags((previous) => (previous.includes(current) ? previous.filter((number) => number !== current) : [...previous, current]));
  };

  const addMark = ({ start, end, quote, passageText, withNote }: { start: number; end: number; quote: string; passageText: string; withNote: boolean }) => {
    if (!section) return;
    if (withNote) return setPendingNote({ sectionId: section.id, start, end, quote, passageText });
    setAnnotations((list) => addAnnotation({ list, passageText, annotation: { id: crypto.randomUUID(), sectionId: section.id, start, end, quote, note: null } }));
  };

  const isClosed = store.save?.status === 'closed';
  const readOnly = isExpired || isClosed;
  // The on-demand parts mount when first wanted (lazy-parts.tsx); their chunks are fetched once the screen is idle.
  usePreloadedParts();
  const wantsWarning = useWantedOnce(warning !== null);
  const wantsSubmit = useWantedOnce(isSubmitOpen);
  const wantsClosed = useWantedOnce(readOnly);
  const wantsNotes = useWantedOnce(isNotesOpen);
  const wantsNote = useWantedOnce(pendingNote !== null);

  // The passage, the questions and the navigator are each hydrated on their own (HydrationUnit), so
  // the server-rendered screen comes alive in several short tasks rather than one long one.
  const questions = !section ? null : (
    <HydrationUnit>
      {kind === 'ielts' ? (
        <Box sx={zoomSx}>
          <QuestionList section={section} responses={store.responses} onChange={store.change} readOnly={readOnly} />
        </Box>
      ) : (
        <GroupedQuestionList
          section={section}
          responses={store.responses}
          onChange={store.change}
          readOnly={readOnly}
          answered={answered}
          onGap={goTo}
          onlyGroupId={isListening && !isPreview && playingGroupId !== null && section.groups.some((group) => group.id === playingGroupId) ? playingGroupId : null}
        />
      )}
    </HydrationUnit>
  );

  return (
    <Box sx={{ height, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-testid="exam-screen" data-skill={test.skill} data-kind={kind}>
      <ExamTopBar
        testName={test.name}
        clock={clock}
        save={store.save}
        isPreview={isPreview}
        display={display}
        onDisplayChange={(next) => setDisplay(() => next)}
        noteCount={isReading ? annotations.length : null}
        onOpenNotes={() => setNotesOpen(true)}
        onSubmit={isPreview ? null : () => setSubmitOpen(true)}
      />
      {store.save?.status === 'offline' && (
        <Alert severity="warning" sx={{ borderRadius: 0 }} data-testid="offline-banner">
          {t('save.offlineBanner', { count: store.save.unsaved })}
        </Alert>
      )}
      {isListening && (
        <LazyListeningAudio
          recordings={recordings}
          attemptKey={attemptKey}
          onRecording={onRecording}
          checkingText={kind === 'ielts' ? undefined : t('listening.finished')}
          canSeek={isPreview}
          onPlay={onPlay}
        />
      )}
      {/* The learner's screen has no other main landmark; the admin's preview sits inside the dashboard's. */}
      <ExamDisplay component={isPreview ? 'div' : 'main'} settings={display} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }} onFocusCapture={onFocusCapture}>
        {section && hasPassage && !isListening ? (
          <SplitPane
            startLabel={t('layout.passage')}
            endLabel={t('layout.questions')}
            pane={pane}
            onPane={setPane}
            start={
              <HydrationUnit>
                <Box sx={zoomSx}>
                  <PassageView sectionId={section.id} html={section.passageHtml ?? ''} annotations={annotations} onAdd={addMark} onRemove={(id) => setAnnotations((list) => removeAnnotation(list, id))} />
                </Box>
              </HydrationUnit>
            }
            end={questions}
          />
        ) : (
          <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }} data-testid="questions-pane">
            <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 3 } }}>{questions}</Box>
          </Box>
        )}
        <HydrationUnit>
          <QuestionNavigator
            sectionLabels={sectionLabels}
            slots={slots}
            sectionIndex={sectionIndex}
            current={current}
            answered={answered}
            flagged={flagged}
            onGo={goTo}
            onSection={(index) => {
              setSectionIndex(index);
              setCurrent(null);
            }}
            onToggleFlag={toggleFlag}
            onPrevious={() => step(-1)}
            onNext={() => step(1)}
          />
        </HydrationUnit>
      </ExamDisplay>

      {wantsWarning && <LazyTimeWarning warning={warning} onClose={() => setWarning(null)} />}
      {wantsSubmit && (
        <LazySubmitDialog
          open={isSubmitOpen && !isExpired}
          counts={counts}
          isSubmitting={isSubmitting}
          error={error}
          onCancel={() => {
            setSubmitOpen(false);
            clearError();
          }}
          onConfirm={() => void submit()}
        />
      )}
      {wantsClosed && <LazyExamClosedDialog open={isExpired || isClosed} reason={isExpired ? 'expired' : 'closed'} message={store.save?.message ?? null} isSubmitting={isSubmitting} error={error} onRetry={() => void submit()} />}
      {wantsNotes && (
        <LazyNotesDrawer
          open={isNotesOpen}
          onClose={() => setNotesOpen(false)}
          annotations={annotations}
          sectionLabels={new Map(test.sections.map((item, index) => [item.id, sectionLabels[index]!]))}
          onRemove={(id) => setAnnotations((list) => removeAnnotation(list, id))}
          onShow={(annotation) => {
            setSectionIndex(test.sections.findIndex((item) => item.id === annotation.sectionId));
            setPane('passage');
            setNotesOpen(false);
          }}
        />
      )}
      {wantsNote && (
        <LazyNoteDialog
          quote={pendingNote?.quote ?? null}
          onCancel={() => setPendingNote(null)}
          onSave={(text) => {
            if (pendingNote) {
              const { passageText, ...mark } = pendingNote;
              setAnnotations((list) => addAnnotation({ list, passageText, annotation: { ...mark, id: crypto.randomUUID(), note: text } }));
            }
            setPendingNote(null);
          }}
        />
      )}
    </Box>
  );
}

