import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentHeaders } from './http-file';

/**
 * RuoYi's ExcelUtil.exportExcel for the admin "导出" buttons: one sheet, a bold header row from the
 * entity's @Excel names, then one row per record. Values are plain cells (numbers stay numbers);
 * `convert` plays the part of @Excel(readConverterExp = "0=正常,1=停用").
 */
export interface ExcelColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
  /** column width in characters (RuoYi's default is 16) */
  width?: number;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `readConverterExp`: '0=正常,1=停用' → value '1' shows 停用; unknown values stay as they are. */
export function converter(exp: string): (value: string | null | undefined) => string {
  const map = new Map(exp.split(',').map((pair) => pair.split('=') as [string, string]));
  return (value) => (value === null || value === undefined ? '' : (map.get(value) ?? value));
}

/**
 * Every value is written as a plain string or number cell, never as a formula: xlsx keeps strings in the
 * shared-string table, so a value such as `=HYPERLINK(…)` stays text (unlike CSV, there is no formula injection).
 */
function cell(value: string | number | null | undefined): string | number {
  return value === null || value === undefined ? '' : value;
}

export async function buildXlsx<T>(sheetName: string, columns: ExcelColumn<T>[], rows: readonly T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '深度择校';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  const head = sheet.getRow(1);
  head.height = 22;
  head.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF3D6FB6' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
  });
  for (const row of rows) sheet.addRow(columns.map((c) => cell(c.value(row))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a workbook as the export answer (the client picks the saved name; the header carries a sensible one). */
export function sendXlsx(reply: FastifyReply, data: Buffer, fileName: string): FastifyReply {
  for (const [k, v] of Object.entries(attachmentHeaders(fileName))) reply.header(k, v);
  return reply.type(XLSX_MIME).send(data);
}
