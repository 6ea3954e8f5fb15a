/**
 * 表单构建 (tool/build/index): RuoYi's form designer. A palette (click / Enter adds at the end — or into the selected
 * row container —, or drag onto the canvas), a sortable canvas (select, copy, delete), a property panel, a live
 * preview, the `.tsx` export (copy / download) and clear. The design is kept in localStorage.
 */
import { type PointerEventHandler, type ReactNode, useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Col, Empty, Form, Input, InputNumber, Modal, Row, Space, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, HolderOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from '@shared/i18n';
import { type BuildField, CHOICE_TYPES, DEFAULT_TYPES, type FieldType, FIELD_TYPES, generateForm, hasPattern, hasValue, PLACEHOLDER_TYPES } from './generate';
import { copyField, findField, insertField, loadFields, moveField, newField, removeField, saveFields, updateField } from './model';
import { PreviewForm } from './controls';

const FILE_NAME = 'GeneratedForm.tsx';

function PaletteItem({ type, label, onAdd }: { type: FieldType; label: string; onAdd: () => void }) {
  const { setNodeRef, listeners } = useDraggable({ id: `palette:${type}` });
  // pointer drags only: Enter / Space on a palette item is a click (adds it), not a keyboard drag
  return <Button ref={setNodeRef} block onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLElement> | undefined} onClick={onAdd}>{label}</Button>;
}

interface ItemProps {
  field: BuildField;
  selected: string | null;
  onSelect: (id: string) => void;
  onCopy: (id: string) => void;
  onDelete: (id: string) => void;
}

function FieldBox({ field, selected, onSelect, onCopy, onDelete, handle }: ItemProps & { handle?: ReactNode }) {
  const { t } = useTranslation('admin-tool');
  const label = field.label || field.name;
  return (
    <div
      data-testid="build-field"
      style={{ border: `1px ${field.id === selected ? 'solid #1677ff' : 'dashed #d9d9d9'}`, borderRadius: 6, padding: 8, marginBottom: 8, background: field.id === selected ? '#e6f4ff' : '#fff' }}
    >
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space>
          {handle}
          <Button type="text" aria-label={t('build.selectField', { label })} aria-pressed={field.id === selected} onClick={() => onSelect(field.id)}>
            <Typography.Text strong>{label}</Typography.Text>
            <Typography.Text type="secondary">{` · ${t(`build.types.${field.type}`)} · ${field.span}/24`}</Typography.Text>
          </Button>
        </Space>
        <Space>
          <Button size="small" icon={<CopyOutlined />} aria-label={t('build.copyField', { label })} onClick={() => onCopy(field.id)} />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('build.deleteField', { label })} onClick={() => onDelete(field.id)} />
        </Space>
      </Space>
      {field.type === 'row' && (
        <RowDrop id={field.id}>
          {(field.children ?? []).map((c) => <FieldBox key={c.id} field={c} selected={selected} onSelect={onSelect} onCopy={onCopy} onDelete={onDelete} />)}
        </RowDrop>
      )}
    </div>
  );
}

function RowDrop({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `row:${id}` });
  return <div ref={setNodeRef} style={{ marginTop: 8, padding: 8, minHeight: 40, background: isOver ? '#f0f5ff' : '#fafafa' }}>{children}</div>;
}

function SortableField(props: ItemProps) {
  const { t } = useTranslation('admin-tool');
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: props.field.id });
  const handle = (
    <Button type="text" size="small" icon={<HolderOutlined />} aria-label={`${t('build.dragHint')} ${props.field.label}`} {...attributes} {...listeners} />
  );
  return (
    <div ref={setNodeRef} style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}>
      <FieldBox {...props} handle={handle} />
    </div>
  );
}

function Canvas({ children }: { children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });
  return <div ref={setNodeRef} style={{ minHeight: 240, padding: 4, background: isOver ? '#f0f5ff' : undefined }}>{children}</div>;
}

function Properties({ field, onChange }: { field: BuildField; onChange: (patch: Partial<BuildField>) => void }) {
  const { t } = useTranslation('admin-tool');
  const id = (k: string) => `build-prop-${k}`;
  const nameOk = /^[A-Za-z][A-Za-z0-9_]*$/.test(field.name);
  const text = (k: 'label' | 'name' | 'placeholder' | 'defaultValue' | 'pattern' | 'patternMessage') => (
    <Form.Item label={t(`build.prop.${k}`)} htmlFor={id(k)}
      {...(k === 'name' && !nameOk ? { validateStatus: 'error' as const, help: t('build.prop.nameInvalid') } : {})}>
      <Input id={id(k)} value={field[k]} onChange={(e) => onChange({ [k]: e.target.value })} />
    </Form.Item>
  );
  const setOption = (i: number, patch: Partial<{ label: string; value: string }>) =>
    onChange({ options: field.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  return (
    <Form layout="vertical" size="small">
      {text('label')}
      {hasValue(field) && text('name')}
      {PLACEHOLDER_TYPES.includes(field.type) && text('placeholder')}
      {DEFAULT_TYPES.includes(field.type) && text('defaultValue')}
      {hasValue(field) && (
        <Form.Item>
          <Checkbox checked={field.required} onChange={(e) => onChange({ required: e.target.checked })}>{t('build.prop.required')}</Checkbox>
        </Form.Item>
      )}
      {hasPattern(field) && text('pattern')}
      {hasPattern(field) && text('patternMessage')}
      {CHOICE_TYPES.includes(field.type) && (
        <Form.Item label={t('build.prop.options')}>
          {field.options.map((o, i) => (
            <Space key={i} style={{ display: 'flex', marginBottom: 4 }}>
              <Input aria-label={`${t('build.prop.optionLabel')} ${i + 1}`} value={o.label} onChange={(e) => setOption(i, { label: e.target.value })} />
              <Input aria-label={`${t('build.prop.optionValue')} ${i + 1}`} value={o.value} onChange={(e) => setOption(i, { value: e.target.value })} />
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('build.prop.removeOption', { n: i + 1 })}
                onClick={() => onChange({ options: field.options.filter((_, j) => j !== i) })} />
            </Space>
          ))}
          <Button size="small" onClick={() => onChange({ options: [...field.options, { label: `${field.options.length + 1}`, value: `${field.options.length + 1}` }] })}>
            {t('build.prop.addOption')}
          </Button>
        </Form.Item>
      )}
      <Form.Item label={t('build.prop.span')} htmlFor={id('span')}>
        <InputNumber id={id('span')} min={1} max={24} precision={0} value={field.span}
          onChange={(v) => onChange({ span: Math.min(24, Math.max(1, Math.round(Number(v) || 24))) })} />
      </Form.Item>
    </Form>
  );
}

export default function FormBuilder() {
  const { t } = useTranslation('admin-tool');
  const { message, modal } = App.useApp();
  const [fields, setFields] = useState<BuildField[]>(loadFields);
  const [selected, setSelected] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => saveFields(fields), [fields]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const current = findField(fields, selected);
  const label = (type: FieldType) => t(`build.types.${type}`);

  const add = (type: FieldType, where: { index?: number; rowId?: string } = {}) => {
    const field = newField(type, label(type), fields);
    // a row inside a row is not offered: rows go to the top level
    const target = type === 'row' ? { index: where.index } : where;
    setFields((fs) => insertField(fs, field, target));
    setSelected(field.id);
  };
  const addByClick = (type: FieldType) => add(type, current?.type === 'row' ? { rowId: current.id } : {});

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = String(active.id);
    const to = String(over.id);
    if (from.startsWith('palette:')) {
      const type = from.slice('palette:'.length) as FieldType;
      if (to.startsWith('row:')) add(type, { rowId: to.slice(4) });
      else add(type, { index: to === 'canvas' ? undefined : Math.max(0, fields.findIndex((f) => f.id === to)) });
    } else if (from !== to) {
      setFields((fs) => moveField(fs, from, to));
    }
  };

  const remove = (id: string) => {
    setFields((fs) => removeField(fs, id));
    if (selected === id) setSelected(null);
  };
  const clear = () => modal.confirm({
    title: t('build.clear'),
    content: t('build.clearConfirm'),
    onOk: () => {
      setFields([]);
      setSelected(null);
      void message.success(t('build.cleared'));
    },
  });
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      void message.success(t('build.copied'));
    } catch {
      void message.error(t('build.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([code ?? ''], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = FILE_NAME;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const count = fields.reduce((n, f) => n + 1 + (f.children?.length ?? 0), 0);

  return (
    <div className="app-container">
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={6} lg={5}>
            <Card size="small" title={t('build.palette')}>
              <nav aria-label={t('build.palette')}>
                <Row gutter={[8, 8]}>
                  {FIELD_TYPES.map((type) => (
                    <Col span={12} key={type}><PaletteItem type={type} label={label(type)} onAdd={() => addByClick(type)} /></Col>
                  ))}
                </Row>
              </nav>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('build.rowHint')}</Typography.Paragraph>
            </Card>
          </Col>
          <Col xs={24} md={18} lg={12}>
            <Card
              size="small"
              title={`${t('build.canvas')} · ${t('build.fieldCount', { count })}`}
              extra={(
                <Space wrap>
                  <Button onClick={() => setPreviewOpen(true)} disabled={!count}>{t('build.preview')}</Button>
                  <Button type="primary" onClick={() => setCode(generateForm(fields))} disabled={!count}>{t('build.export')}</Button>
                  <Button danger onClick={clear} disabled={!count}>{t('build.clear')}</Button>
                </Space>
              )}
            >
              <section aria-label={t('build.canvas')}>
                <Canvas>
                  {fields.length === 0 && <Empty description={t('build.empty')} />}
                  <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
                    {fields.map((f) => (
                      <SortableField key={f.id} field={f} selected={selected} onSelect={setSelected} onCopy={(id) => setFields((fs) => copyField(fs, id))} onDelete={remove} />
                    ))}
                  </SortableContext>
                </Canvas>
              </section>
            </Card>
          </Col>
          <Col xs={24} lg={7}>
            <Card size="small" title={t('build.properties')}>
              <section aria-label={t('build.properties')}>
                {current
                  ? <Properties key={current.id} field={current} onChange={(patch) => setFields((fs) => updateField(fs, current.id, patch))} />
                  : <Typography.Text type="secondary">{t('build.noSelection')}</Typography.Text>}
              </section>
            </Card>
          </Col>
        </Row>
      </DndContext>
      <Modal open={previewOpen} title={t('build.preview')} onCancel={() => setPreviewOpen(false)} footer={null} width={800} destroyOnHidden>
        <PreviewForm fields={fields} label={t('build.preview')} />
      </Modal>
      <Modal
        open={code !== null}
        title={t('build.export')}
        onCancel={() => setCode(null)}
        width={900}
        footer={(
          <Space wrap>
            <Button onClick={() => void copyCode()}>{t('build.copy')}</Button>
            <Button type="primary" onClick={download}>{t('build.download')}</Button>
          </Space>
        )}
      >
        <pre aria-label={FILE_NAME} tabIndex={0} style={{ maxHeight: '60vh', overflow: 'auto', background: '#f6f8fa', padding: 12, fontSize: 12 }}>{code}</pre>
      </Modal>
    </div>
  );
}
