// The grading worker's thread (see grading-pool.ts): grades the batches it is sent and answers each
// attempt's scores and stored JSON. It keeps the contents it was sent, as the pool expects it to.
import { parentPort } from 'node:worker_threads';
import { warmUpGrading } from './grading-warm-up';
import { gradeToStored, keepTree, type GradeReply, type GradeRequest } from './grading-protocol';
import type { GradingTree } from './grade-attempt';

const trees = new Map<number, GradingTree>();
const port = parentPort!;

port.on('message', (request: GradeRequest) => {
  let reply: GradeReply;
  let lost = false;
  try {
    for (const [id, tree] of request.trees) keepTree(trees, id, tree);
    const graded = request.jobs.map((job) => {
      const tree = trees.get(job.treeId);
      if (!tree) {
        lost = true;
        throw new Error(`The grading worker has no content ${job.treeId}.`);
      }
      // Only the stored JSON goes back: the result object would be copied for nothing.
      const { result: _result, ...stored } = gradeToStored({ sectionIds: job.sectionIds, test: job.test, tree, responses: new Map(job.responses) });
      return stored;
    });
    reply = { id: request.id, ok: true, graded };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error), ...(lost ? { lost } : {}) };
  }
  port.postMessage(reply);
});
// Compiled before the first real batch (grading-warm-up.ts); then ready.
warmUpGrading();
port.postMessage('ready');
