/** The live antd control of a designed field (the preview) and the preview form itself. */
import { Button, Cascader, Checkbox, Col, ColorPicker, DatePicker, Form, Input, InputNumber, Radio, Rate, Row, Select, Slider, Switch, TimePicker, Upload } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { type BuildField, defaultOf, flatten, hasPattern, hasValue, PLACEHOLDER_TYPES } from './generate';

function control(f: BuildField): ReactNode {
  const placeholder = PLACEHOLDER_TYPES.includes(f.type) && f.placeholder ? f.placeholder : undefined;
  const options = f.options.map((o) => ({ label: o.label, value: o.value }));
  switch (f.type) {
    case 'input': return <Input placeholder={placeholder} />;
    case 'textarea': return <Input.TextArea placeholder={placeholder} rows={4} />;
    case 'password': return <Input.Password placeholder={placeholder} />;
    case 'number': return <InputNumber placeholder={placeholder} style={{ width: '100%' }} />;
    case 'select': return <Select placeholder={placeholder} options={options} />;
    case 'cascader': return <Cascader placeholder={placeholder} options={options} />;
    case 'radio': return <Radio.Group options={options} />;
    case 'checkbox': return <Checkbox.Group options={options} />;
    case 'switch': return <Switch />;
    case 'slider': return <Slider />;
    case 'time': return <TimePicker />;
    case 'timeRange': return <TimePicker.RangePicker />;
    case 'date': return <DatePicker />;
    case 'dateRange': return <DatePicker.RangePicker />;
    case 'rate': return <Rate />;
    case 'color': return <ColorPicker format="hex" />;
    case 'upload': return <Upload beforeUpload={() => false}><Button>{f.placeholder || f.label}</Button></Upload>;
    default: return null;
  }
}

function rules(f: BuildField): Rule[] {
  const out: Rule[] = [];
  if (f.required) out.push({ required: true, message: `${f.label} *` });
  if (hasPattern(f) && f.pattern) {
    try {
      out.push({ pattern: new RegExp(f.pattern), message: f.patternMessage || f.label });
    } catch {
      // an unfinished expression while typing: no rule until it parses
    }
  }
  return out;
}

function PreviewField({ field: f }: { field: BuildField }) {
  if (f.type === 'row') {
    return <Col span={f.span}><Row gutter={16}>{(f.children ?? []).map((c) => <PreviewField key={c.id} field={c} />)}</Row></Col>;
  }
  if (f.type === 'button') {
    return <Col span={f.span}><Form.Item><Button type="primary" htmlType="submit">{f.label}</Button></Form.Item></Col>;
  }
  const extra = f.type === 'switch' ? { valuePropName: 'checked' }
    : f.type === 'upload' ? { valuePropName: 'fileList', getValueFromEvent: (e: { fileList: unknown[] }) => e.fileList }
      : {};
  return (
    <Col span={f.span}>
      <Form.Item label={f.label} name={f.name} rules={rules(f)} {...extra}>{control(f)}</Form.Item>
    </Col>
  );
}

/** The designed form, live. */
export function PreviewForm({ fields, label }: { fields: BuildField[]; label: string }) {
  const initial = Object.fromEntries(flatten(fields).filter(hasValue).map((f) => [f.name, defaultOf(f)]));
  return (
    <Form layout="vertical" initialValues={initial} aria-label={label}>
      <Row gutter={16}>{fields.map((f) => <PreviewField key={f.id} field={f} />)}</Row>
    </Form>
  );
}
