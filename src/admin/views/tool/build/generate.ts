/**
 * The form builder's model and its code generator: a pure function from the designed fields to the source of a
 * typed antd form component (`.tsx`). Every text from the designer goes into the source through JSON.stringify, so
 * a label or a pattern can never break out of its string.
 */

export const FIELD_TYPES = [
  'input', 'textarea', 'password', 'number', 'select', 'cascader', 'radio', 'checkbox', 'switch', 'slider',
  'time', 'timeRange', 'date', 'dateRange', 'rate', 'color', 'upload', 'row', 'button',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption { label: string; value: string }

export interface BuildField {
  id: string;
  type: FieldType;
  label: string;
  name: string;
  placeholder: string;
  /** as typed in the property panel; converted per type (numbers, `true`, comma lists) */
  defaultValue: string;
  required: boolean;
  /** a regular expression (without slashes) the value must match, and its message */
  pattern: string;
  patternMessage: string;
  options: FieldOption[];
  /** 1–24 */
  span: number;
  /** the fields inside a row container */
  children?: BuildField[];
}

export const CHOICE_TYPES: readonly FieldType[] = ['select', 'cascader', 'radio', 'checkbox'];
/** types without a form value */
const NO_VALUE: readonly FieldType[] = ['row', 'button'];
/** types whose placeholder means something */
export const PLACEHOLDER_TYPES: readonly FieldType[] = ['input', 'textarea', 'password', 'number', 'select', 'cascader'];
/** types with a typed-in default value */
export const DEFAULT_TYPES: readonly FieldType[] = [
  'input', 'textarea', 'password', 'number', 'select', 'radio', 'checkbox', 'switch', 'slider', 'rate', 'color',
];
const PATTERN_TYPES: readonly FieldType[] = ['input', 'textarea', 'password'];

export const hasValue = (f: BuildField): boolean => !NO_VALUE.includes(f.type);
export const hasPattern = (f: BuildField): boolean => PATTERN_TYPES.includes(f.type);

/** A field's default value as the form holds it (undefined: none). */
export function defaultOf(f: BuildField): unknown {
  const v = f.defaultValue.trim();
  if (!v || !DEFAULT_TYPES.includes(f.type)) return undefined;
  switch (f.type) {
    case 'number': case 'slider': case 'rate': {
      const n = Number(v);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'switch': return v === 'true';
    case 'checkbox': return v.split(',').map((s) => s.trim()).filter(Boolean);
    default: return f.defaultValue;
  }
}

const VALUE_TYPES: Record<FieldType, string> = {
  input: 'string', textarea: 'string', password: 'string', select: 'string', radio: 'string', color: 'string',
  number: 'number', slider: 'number', rate: 'number', switch: 'boolean', checkbox: 'string[]', cascader: 'string[]',
  time: 'Dayjs', date: 'Dayjs', timeRange: '[Dayjs, Dayjs]', dateRange: '[Dayjs, Dayjs]', upload: 'UploadFile[]',
  row: 'never', button: 'never',
};

const COMPONENTS: Partial<Record<FieldType, string[]>> = {
  input: ['Input'], textarea: ['Input'], password: ['Input'], number: ['InputNumber'], select: ['Select'],
  cascader: ['Cascader'], radio: ['Radio'], checkbox: ['Checkbox'], switch: ['Switch'], slider: ['Slider'],
  time: ['TimePicker'], timeRange: ['TimePicker'], date: ['DatePicker'], dateRange: ['DatePicker'], rate: ['Rate'],
  color: ['ColorPicker'], upload: ['Upload', 'Button'], row: ['Row'], button: ['Button'],
};

const s = (v: unknown) => JSON.stringify(v);
const ident = /^[A-Za-z_$][\w$]*$/;
const propKey = (name: string) => (ident.test(name) ? name : s(name));

/** Every field, row containers' children included, in order. */
export function flatten(fields: BuildField[]): BuildField[] {
  return fields.flatMap((f) => (f.type === 'row' ? [f, ...flatten(f.children ?? [])] : [f]));
}

function control(f: BuildField): string {
  const ph = PLACEHOLDER_TYPES.includes(f.type) && f.placeholder ? ` placeholder={${s(f.placeholder)}}` : '';
  const opts = `options={${s(f.options.map((o) => ({ label: o.label, value: o.value })))}}`;
  switch (f.type) {
    case 'input': return `<Input${ph} />`;
    case 'textarea': return `<Input.TextArea${ph} rows={4} />`;
    case 'password': return `<Input.Password${ph} />`;
    case 'number': return `<InputNumber${ph} style={{ width: '100%' }} />`;
    case 'select': return `<Select${ph} ${opts} />`;
    case 'cascader': return `<Cascader${ph} ${opts} />`;
    case 'radio': return `<Radio.Group ${opts} />`;
    case 'checkbox': return `<Checkbox.Group ${opts} />`;
    case 'switch': return '<Switch />';
    case 'slider': return '<Slider />';
    case 'time': return '<TimePicker />';
    case 'timeRange': return '<TimePicker.RangePicker />';
    case 'date': return '<DatePicker />';
    case 'dateRange': return '<DatePicker.RangePicker />';
    case 'rate': return '<Rate />';
    case 'color': return '<ColorPicker format="hex" />';
    case 'upload': return `<Upload beforeUpload={() => false}>\n  <Button>{${s(f.placeholder || 'Upload')}}</Button>\n</Upload>`;
    default: return '';
  }
}

function itemProps(f: BuildField): string {
  const props = [`label={${s(f.label)}}`, `name={${s(f.name)}}`];
  if (f.type === 'switch') props.push('valuePropName="checked"');
  if (f.type === 'upload') props.push('valuePropName="fileList"', 'getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}');
  if (f.type === 'color') props.push('getValueFromEvent={(color: { toHexString(): string }) => color.toHexString()}');
  const rules: string[] = [];
  if (f.required) rules.push(`{ required: true, message: ${s(`${f.label} is required`)} }`);
  if (hasPattern(f) && f.pattern) {
    rules.push(`{ pattern: new RegExp(${s(f.pattern)}), message: ${s(f.patternMessage || f.label)} }`);
  }
  if (rules.length) props.push(`rules={[${rules.join(', ')}]}`);
  return props.join(' ');
}

const indent = (text: string, by: number) => text.split('\n').map((l) => ' '.repeat(by) + l).join('\n');

function fieldSource(f: BuildField): string {
  if (f.type === 'row') {
    const inner = (f.children ?? []).map(fieldSource).join('\n');
    return `<Col span={${f.span}}>\n  <Row gutter={16}>\n${indent(inner, 4)}\n  </Row>\n</Col>`;
  }
  const body = f.type === 'button'
    ? `<Form.Item>\n  <Button type="primary" htmlType="submit">{${s(f.label)}}</Button>\n</Form.Item>`
    : `<Form.Item ${itemProps(f)}>\n${indent(control(f), 2)}\n</Form.Item>`;
  return `<Col span={${f.span}}>\n${indent(body, 2)}\n</Col>`;
}

/** The `.tsx` source of an antd form component with these fields. */
export function generateForm(fields: BuildField[], componentName = 'GeneratedForm'): string {
  const all = flatten(fields);
  const valued = all.filter(hasValue);
  const names = new Set<string>(['Col', 'Form', 'Row']);
  for (const f of all) for (const c of COMPONENTS[f.type] ?? []) names.add(c);
  const types = new Set(valued.map((f) => VALUE_TYPES[f.type]));
  const needsDayjs = [...types].some((t) => t.includes('Dayjs'));
  const needsUpload = types.has('UploadFile[]');
  const initial: Record<string, unknown> = {};
  for (const f of valued) {
    const v = defaultOf(f);
    if (v !== undefined) initial[f.name] = v;
  }
  const lines = [
    `import { ${[...names].sort().join(', ')} } from 'antd';`,
    ...(needsUpload ? ["import type { UploadFile } from 'antd';"] : []),
    ...(needsDayjs ? ["import type { Dayjs } from 'dayjs';"] : []),
    '',
    'export interface FormValues {',
    ...valued.map((f) => `  ${propKey(f.name)}?: ${VALUE_TYPES[f.type]};`),
    '}',
    '',
    `export default function ${componentName}({ onSubmit }: { onSubmit?: (values: FormValues) => void }) {`,
    '  const [form] = Form.useForm<FormValues>();',
    '  return (',
    `    <Form<FormValues> form={form} layout="vertical" initialValues={${s(initial)}} onFinish={onSubmit}>`,
    '      <Row gutter={16}>',
    ...(all.length ? [indent(fields.map(fieldSource).join('\n'), 8)] : []),
    '      </Row>',
    '    </Form>',
    '  );',
    '}',
    '',
  ];
  return lines.join('\n');
}
