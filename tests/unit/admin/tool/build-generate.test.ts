import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type BuildField, FIELD_TYPES, type FieldType, generateForm } from '@admin/views/tool/build/generate';

const field = (type: FieldType, i: number, extra: Partial<BuildField> = {}): BuildField => ({
  id: `f${i}`, type, label: `Label ${type}`, name: `field${i}`, placeholder: '', defaultValue: '', required: false,
  pattern: '', patternMessage: '', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }], span: 24, ...extra,
});

/** Parse the source as TSX; the syntax errors the parser found. */
function parse(source: string) {
  const file = ts.createSourceFile('Form.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return { file, errors: (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics };
}

/** Every `name` attribute of a Form.Item in the source. */
function itemNames(file: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText() === 'name' && node.initializer && ts.isJsxExpression(node.initializer)) {
      const e = node.initializer.expression;
      if (e && ts.isStringLiteral(e)) names.push(e.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** Type-check the source as a module of this project (antd, dayjs and React from node_modules); the errors. */
function typeCheck(source: string): string[] {
  const fileName = join(process.cwd(), 'src/__generated__/GeneratedForm.tsx');
  const options: ts.CompilerOptions = {
    strict: true, noEmit: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [], noUnusedLocals: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, lang, ...rest) =>
    (name === fileName ? ts.createSourceFile(name, source, lang, true, ts.ScriptKind.TSX) : getSourceFile.call(host, name, lang, ...rest));
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? source : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('generateForm', () => {
  it('every palette type together: valid TSX with a Form.Item per field', () => {
    const fields = FIELD_TYPES.filter((t) => t !== 'row').map((t, i) => field(t, i, { required: i % 2 === 0 }));
    const row: BuildField = { ...field('row', 99), children: [field('input', 100, { span: 12 }), field('date', 101, { span: 12 })] };
    const source = generateForm([...fields, row]);
    const { file, errors } = parse(source);
    expect(errors).toEqual([]);
    expect(typeCheck(source)).toEqual([]);
    // the check is real: a wrong prop type is reported
    expect(typeCheck(source.replace('<Switch />', '<Switch checked="yes" />')).join()).toMatch(/not assignable/);
    const valued = [...fields.filter((f) => f.type !== 'button'), ...row.children!];
    expect(itemNames(file).sort()).toEqual(valued.map((f) => f.name).sort());
    expect(source).toContain('<Button type="primary" htmlType="submit">{"Label button"}</Button>');
    expect(source).toContain('import type { Dayjs } from \'dayjs\';');
    expect(source).toContain('field100?: string;');
    expect(source).toContain('<Col span={12}>');
  });

  it('rules: required and a pattern with its message; hostile texts stay strings', () => {
    const source = generateForm([
      field('input', 1, { label: 'Phone "}</Form>', name: 'phone', required: true, pattern: '^\\d{11}$', patternMessage: '11 digits' }),
      field('number', 2, { name: 'age-years', defaultValue: '18' }),
    ]);
    expect(parse(source).errors).toEqual([]);
    expect(typeCheck(source)).toEqual([]);
    expect(source).toContain('{ required: true, message: "Phone \\"}</Form> is required" }');
    expect(source).toContain('{ pattern: new RegExp("^\\\\d{11}$"), message: "11 digits" }');
    expect(source).toContain('"age-years"?: number;');
    expect(source).toContain('initialValues={{"age-years":18}}');
  });

  it('an empty form is still a valid component', () => {
    expect(parse(generateForm([])).errors).toEqual([]);
  });
});
