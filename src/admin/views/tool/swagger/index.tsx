/**
 * 系统接口 (tool/swagger/index): the server's OpenAPI 3 document (GET /tool/swagger/openapi.json) read without
 * Swagger UI or any network beyond our API: endpoints grouped by module, a search over path, summary and
 * permission, each endpoint's permission, parameters, request body and response as trees, and the JSON to copy.
 */
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Collapse, Descriptions, Empty, Input, Space, Spin, Table, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import type { TFunction } from '@shared/i18n';
import { getOpenApi, type JsonSchema, type OpenApiDocument, type OpenApiOperation, type OpenApiParameter } from '@shared/api/tool/swagger';

interface Endpoint {
  key: string;
  tag: string;
  method: string;
  path: string;
  op: OpenApiOperation;
}

const METHOD_COLORS: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', delete: 'red', patch: 'purple' };

/** `$ref` resolved against components.schemas and `allOf` merged into one object schema. */
function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], doc, depth + 1);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolve(s, doc, depth + 1));
    return {
      ...Object.assign({}, ...parts),
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: [...new Set(parts.flatMap((p) => p.required ?? []))],
    };
  }
  return schema;
}

/** '`string` ≤ 30 · one of 0, 1' — a schema's type and constraints in one line. */
function describe(s: JsonSchema): string {
  const variants = s.anyOf ?? s.oneOf;
  const type = variants ? variants.map((v) => v.type ?? 'any').join(' | ') : s.type === 'array' ? `${s.items?.type ?? 'any'}[]` : (s.type ?? 'any');
  const bits = [type + (s.format ? `(${s.format})` : '') + (s.nullable ? '?' : '')];
  if (s.enum) bits.push(`∈ {${s.enum.map(String).join(', ')}}`);
  if (s.minLength !== undefined || s.maxLength !== undefined) bits.push(`len ${s.minLength ?? 0}..${s.maxLength ?? '∞'}`);
  if (s.minimum !== undefined || s.maximum !== undefined) bits.push(`${s.minimum ?? '-∞'}..${s.maximum ?? '∞'}`);
  if (s.pattern) bits.push(`/${s.pattern}/`);
  return bits.join(' · ');
}

function schemaTree(schema: JsonSchema, doc: OpenApiDocument, required: string, prefix = 'r', depth = 0): DataNode[] {
  const s = resolve(schema, doc);
  const props = s.properties ?? (s.type === 'array' ? resolve(s.items, doc).properties : undefined);
  if (!props || depth > 6) return [];
  const req = new Set((s.type === 'array' ? resolve(s.items, doc).required : s.required) ?? []);
  return Object.entries(props).map(([name, child]) => {
    const c = resolve(child, doc);
    const key = `${prefix}.${name}`;
    return {
      key,
      title: (
        <span>
          <Typography.Text code>{name}</Typography.Text> <Typography.Text type="secondary">{describe(c)}</Typography.Text>
          {req.has(name) && <Tag color="red" style={{ marginLeft: 8 }}>{required}</Tag>}
        </span>
      ),
      children: schemaTree(c, doc, required, key, depth + 1),
    };
  });
}

function SchemaView({ schema, doc, label }: { schema: JsonSchema; doc: OpenApiDocument; label: string }) {
  const { t } = useTranslation('admin-tool');
  const nodes = schemaTree(schema, doc, t('swagger.required'));
  if (nodes.length === 0) return <Typography.Text code aria-label={label}>{describe(resolve(schema, doc))}</Typography.Text>;
  return <Tree aria-label={label} treeData={nodes} defaultExpandAll selectable={false} />;
}

function permissionLabel(t: TFunction, op: OpenApiOperation): string {
  if (op['x-permission']) return op['x-permission'];
  if (op['x-auth'] === 'none') return t('swagger.anonymous');
  if (op['x-auth'] === 'optional') return t('swagger.optional');
  return t('swagger.loggedIn');
}

function EndpointDetail({ e, doc }: { e: Endpoint; doc: OpenApiDocument }) {
  const { t } = useTranslation('admin-tool');
  const body = Object.values(e.op.requestBody?.content ?? {})[0]?.schema;
  const [mime, response] = Object.entries(e.op.responses['200']?.content ?? {})[0] ?? [];
  const params = e.op.parameters ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('swagger.permission')}>{permissionLabel(t, e.op)}</Descriptions.Item>
        {e.op.summary && <Descriptions.Item label={t('swagger.summary')}>{e.op.summary}</Descriptions.Item>}
      </Descriptions>
      {params.length > 0 && (
        <Table<OpenApiParameter>
          aria-label={t('swagger.parameters')}
          title={() => t('swagger.parameters')}
          size="small"
          pagination={false}
          rowKey={(p) => `${p.in}:${p.name}`}
          dataSource={params}
          scroll={{ x: true }}
          columns={[
            { title: t('swagger.name'), dataIndex: 'name', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { title: t('swagger.in'), dataIndex: 'in' },
            { title: t('swagger.type'), key: 'type', render: (_, p) => describe(resolve(p.schema, doc)) },
            { title: t('swagger.required'), dataIndex: 'required', render: (v?: boolean) => (v ? t('swagger.yes') : t('swagger.no')) },
          ]}
        />
      )}
      {body && (
        <div>
          <Typography.Title level={5}>{t('swagger.body')}</Typography.Title>
          <SchemaView schema={body} doc={doc} label={t('swagger.body')} />
        </div>
      )}
      {response && (
        <div>
          <Typography.Title level={5}>{t('swagger.response')} <Typography.Text type="secondary">{mime}</Typography.Text></Typography.Title>
          <SchemaView schema={response.schema} doc={doc} label={t('swagger.response')} />
        </div>
      )}
    </Space>
  );
}

function endpointsOf(doc: OpenApiDocument): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method} ${path}`, tag: op.tags?.[0] ?? '/', method, path, op })));
}

const matches = (e: Endpoint, q: string) =>
  !q || [e.path, e.method, e.tag, e.op.summary ?? '', e.op['x-permission'] ?? ''].some((s) => s.toLowerCase().includes(q));

export default function SwaggerView() {
  const { t } = useTranslation('admin-tool');
  const { message } = App.useApp();
  const [doc, setDoc] = useState<OpenApiDocument>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  useEffect(() => {
    getOpenApi().then(setDoc, () => setFailed(true));
  }, []);

  const groups = useMemo(() => {
    if (!doc) return [];
    const q = query.trim().toLowerCase();
    const descriptions = new Map((doc.tags ?? []).map((tg) => [tg.name, tg.description ?? '']));
    const byTag = new Map<string, Endpoint[]>();
    for (const e of endpointsOf(doc)) if (matches(e, q)) byTag.set(e.tag, [...(byTag.get(e.tag) ?? []), e]);
    return [...byTag].sort(([a], [b]) => a.localeCompare(b)).map(([tag, list]) => ({ tag, description: descriptions.get(tag) ?? '', list }));
  }, [doc, query]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(doc, null, 2));
      message.success(t('swagger.copied'));
    } catch {
      message.error(t('swagger.copyFailed'));
    }
  };

  const total = doc ? endpointsOf(doc).length : 0;
  const shown = groups.reduce((n, g) => n + g.list.length, 0);
  return (
    <div className="app-container">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <h2 style={{ margin: 0 }}>{t('swagger.title')}</h2>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('swagger.search')}
            placeholder={t('swagger.searchPlaceholder')}
            onChange={(ev) => setQuery(ev.target.value)}
            onSearch={setQuery}
            style={{ width: 280, maxWidth: '100%' }}
          />
          <Button icon={<CopyOutlined aria-hidden />} onClick={copy} disabled={!doc}>{t('swagger.copy')}</Button>
        </Space>
      </Space>
      {doc && (
        <Typography.Paragraph type="secondary">
          {doc.info.title} · OpenAPI {doc.openapi} · {doc.servers?.[0]?.url} · {t('swagger.count', { shown, total })}
        </Typography.Paragraph>
      )}
      {!doc && !failed && <Spin />}
      {failed && <Empty description={t('swagger.loadFailed')} />}
      {doc && groups.length === 0 && <Empty description={t('swagger.empty')} />}
      {doc && groups.length > 0 && (
        <Collapse
          key={query ? 'search' : 'all'}
          defaultActiveKey={query ? groups.map((g) => g.tag) : []}
          items={groups.map((g) => ({
            key: g.tag,
            label: (
              <span>
                <strong>{g.tag}</strong>
                {g.description && <Typography.Text type="secondary"> {g.description}</Typography.Text>}
                <Tag style={{ marginLeft: 8 }}>{g.list.length}</Tag>
              </span>
            ),
            children: (
              <Collapse
                size="small"
                items={g.list.map((e) => ({
                  key: e.key,
                  label: (
                    <Space wrap size={4}>
                      <Tag color={METHOD_COLORS[e.method]} style={{ minWidth: 60, textAlign: 'center' }}>{e.method.toUpperCase()}</Tag>
                      <Typography.Text code>{e.path}</Typography.Text>
                      <Tag color={e.op['x-permission'] ? 'geekblue' : 'default'}>{permissionLabel(t, e.op)}</Tag>
                      {e.op.summary && <Typography.Text type="secondary">{e.op.summary}</Typography.Text>}
                    </Space>
                  ),
                  children: <EndpointDetail e={e} doc={doc} />,
                }))}
              />
            ),
          }))}
        />
      )}
    </div>
  );
}
