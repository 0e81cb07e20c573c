import { Readable } from 'node:stream';
import { type CellValue, stream } from 'exceljs';
import { badRequest, HttpError } from '../http/errors';
import type { CellRow } from './csv-rows';
import { checkWorkbookZip, LIST_NOT_A_WORKBOOK } from './zip-limits';

/**
 * The first sheet of a creditor list's XLSX, read with exceljs' streaming reader: the zip is checked
 * against its caps first (zip-limits.ts), then unpacked and parsed a piece at a time, each row handed
 * to `onRow` as it is read, so that the caller can stop at its row limit and the rest of the sheet
 * is never read. The whole workbook is never built in memory.
 */

/** Pieces the reader is fed, so that it unpacks and parses a piece at a time. */
const PIECE = 64 * 1024;
/**
 * Rows read between two turns of the event loop. The reader parses everything unpacked so far
 * before it waits for more, and a well-packed piece unpacks to a megabyte of XML: without these
 * turns, other requests (health) would wait for all of it.
 */
const ROWS_PER_TURN = 100;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function* pieces(parts: Buffer[]) {
  for (const part of parts)
    for (let at = 0; at < part.length; at += PIECE) yield part.subarray(at, at + PIECE);
}

/** The text of an XLSX cell: rich text joined, a hyperlink's text, a formula's result, a date as ISO. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as CellValue);
  if ('result' in value) return cellText((value.result ?? '') as CellValue);
  return '';
}

export async function readXlsxRows(content: Buffer, onRow: (row: CellRow) => void): Promise<void> {
  const workbook = await checkWorkbookZip(content);
  const input = Readable.from(pieces(workbook.pieces));
  const reader = new stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // Without shared strings no cell refers to any: the reader must not wait for them (a temporary file).
  if (!workbook.sharedStrings) (reader as unknown as { sharedStrings: string[] }).sharedStrings = [];
  try {
    let read = 0;
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (++read % ROWS_PER_TURN === 0) await nextTurn();
        const values: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          values[column - 1] = cellText(cell.value);
        });
        onRow({ line: row.number, values: Array.from(values, (v) => v ?? '') });
      }
      return;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(LIST_NOT_A_WORKBOOK);
  } finally {
    input.destroy();
  }
}
