import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeWorkbook } from '../src/plugins/report';

const columns = [{ key: 'id', title: 'Id' }, { key: 'code', title: 'Code' }];

/** Pages of rows whose text does not compress much, counting how many the writer pulled. */
function source(pageCount: number) {
  const state = { pulled: 0, isClosed: false };
  async function* pages() {
    try {
      for (let page = 0; page < pageCount; page++) {
        state.pulled++;
        yield Array.from({ length: 1000 }, (_, index) => ({ id: page * 1000 + index, code: randomBytes(48).toString('hex') }));
      }
    } finally {
      state.isClosed = true;
    }
  }
  return { state, pages: pages() };
}

/** Waits until the writer has pulled no new page for a while (it waits for its reader), or has pulled them all. */
async function settle(state: { pulled: number }, all: number) {
  let last = -1;
  let still = 0;
  while (state.pulled < all && still < 4) {
    await delay(250);
    still = state.pulled === last ? still + 1 : 0;
    last = state.pulled;
  }
}

describe('the streamed workbook', () => {
  it('reads no further than its reader takes, and is whole once read', async () => {
    const { state, pages } = source(40);
    const output = new PassThrough();
    const written = writeWorkbook({ output, columns, sheetName: 'Codes', pages });
    await settle(state, 40);
    // Nobody reads: the writer holds the next pages back instead of buffering all 40.
    expect(state.pulled).toBeLessThan(40);
    const chunks: Buffer[] = [];
    const ended = new Promise((resolve) => output.once('end', resolve));
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await Promise.all([written, ended]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.actualRowCount).toBe(1 + 40_000);
    expect(workbook.worksheets[0]!.getRow(40_001).getCell(1).value).toBe(39_999);
  }, 60_000);

  it('stops reading pages when its reader goes away', async () => {
    const { state, pages } = source(40);
    const output = new PassThrough();
    const written = writeWorkbook({ output, columns, sheetName: 'Codes', pages });
    await settle(state, 40);
    output.destroy();
    await written;
    expect(state.isClosed).toBe(true);
    expect(state.pulled).toBeLessThan(40);
  }, 60_000);
});
