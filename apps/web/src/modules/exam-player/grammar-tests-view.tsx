'use client';

import Box from '@mui/material/Box';
import { ResultListView } from '@web/modules/exam-results/result-list-view';
import { OnlineTestListView } from './online-test-list-view';

/** `/page/onlinetest/testgrammar/test`: the grammar tests by lesson (the spec's filter), then the learner's grammar results. */
export function GrammarTestsView() {
  return (
    <Box>
      <OnlineTestListView kind="grammar" skill="grammar" />
      <ResultListView kind="grammar" heading="h2" />
    </Box>
  );
}
