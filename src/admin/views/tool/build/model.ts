/** The designer's state operations (pure) and its persistence in localStorage. */
import { arrayMove } from '@dnd-kit/sortable';
import { type BuildField, CHOICE_TYPES, type FieldType, FIELD_TYPES, flatten } from './generate';

export const STORAGE_KEY = 'admin.tool.build.v1';

let seq = 0;
const newId = () => `f${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A new field of `type`, named `field<n>` after the highest number in use (RuoYi's `field101`...). */
export function newField(type: FieldType, label: string, existing: BuildField[]): BuildField {
  const used = flatten(existing).map((f) => Number(/^field(\d+)$/.exec(f.name)?.[1] ?? 100));
  const n = Math.max(100, ...used) + 1;
  return {
    id: newId(), type, label, name: `field${n}`, placeholder: '', defaultValue: '', required: false, pattern: '',
    patternMessage: '', span: 24,
    options: CHOICE_TYPES.includes(type) ? [{ label: '选项一 / Option 1', value: '1' }, { label: '选项二 / Option 2', value: '2' }] : [],
    ...(type === 'row' ? { children: [] } : {}),
  };
}

export function findField(fields: BuildField[], id: string | null): BuildField | undefined {
  return id ? flatten(fields).find((f) => f.id === id) : undefined;
}

export function updateField(fields: BuildField[], id: string, patch: Partial<BuildField>): BuildField[] {
  return fields.map((f) => (f.id === id ? { ...f, ...patch }
    : f.children ? { ...f, children: updateField(f.children, id, patch) } : f));
}

export function removeField(fields: BuildField[], id: string): BuildField[] {
  return fields.filter((f) => f.id !== id).map((f) => (f.children ? { ...f, children: removeField(f.children, id) } : f));
}

/** `field` placed at `index` of the top level, or at the end of row `rowId`'s children. */
export function insertField(fields: BuildField[], field: BuildField, { index, rowId }: { index?: number; rowId?: string } = {}): BuildField[] {
  if (rowId) return fields.map((f) => (f.id === rowId ? { ...f, children: [...(f.children ?? []), field] }
    : f.children ? { ...f, children: insertField(f.children, field, { rowId }) } : f));
  const at = index ?? fields.length;
  return [...fields.slice(0, at), field, ...fields.slice(at)];
}

/** A copy of field `id` (new ids, a new name) right after it. */
export function copyField(fields: BuildField[], id: string): BuildField[] {
  const i = fields.findIndex((f) => f.id === id);
  if (i < 0) return fields.map((f) => (f.children ? { ...f, children: copyField(f.children, id) } : f));
  const all = [...fields];
  const clone = (f: BuildField): BuildField => {
    const copy = { ...f, id: newId(), name: newField(f.type, f.label, all).name };
    all.push(copy);
    return f.children ? { ...copy, children: f.children.map(clone) } : copy;
  };
  return insertField(fields, clone(fields[i]!), { index: i + 1 });
}

export const moveField = (fields: BuildField[], from: string, to: string): BuildField[] => {
  const a = fields.findIndex((f) => f.id === from);
  const b = fields.findIndex((f) => f.id === to);
  return a < 0 || b < 0 ? fields : arrayMove(fields, a, b);
};

const isField = (v: unknown): v is BuildField => {
  const f = v as BuildField;
  return !!f && typeof f.id === 'string' && FIELD_TYPES.includes(f.type) && typeof f.name === 'string'
    && typeof f.label === 'string' && Array.isArray(f.options) && (!f.children || f.children.every(isField));
};

export function loadFields(): BuildField[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) && saved.every(isField) ? saved : [];
  } catch {
    return [];
  }
}

export function saveFields(fields: BuildField[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(fields));
  } catch {
    // storage full or disabled: the design lives on in memory
  }
}
