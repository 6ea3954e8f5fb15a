import { useCallback } from 'react';
import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import type { CrudApi } from '@shared/api/crud';
import { type AnyEntityDef, bodyDefaults, type FormOf, hasAction, localizeMessage } from '@shared/contract/kit';
import { useLanguage } from '@shared/i18n';
import type { CrudPerms } from './useCrudPage';

/**
 * The admin half of the module kit: what a CRUD page takes from its entity definition — the id, the button
 * permissions, the calls, the export name, the add dialog's defaults (the body schema's, so the client and the
 * server agree) — and form rules that run the body's own zod fields (same checks and messages as the server,
 * in the user's language).
 *
 *   const crud = useCrudPage({ ...entityCrud(configEntity, configApi), list, form, texts });
 *   const rules = useFieldRules(configEntity.body);
 *   <Form.Item name="configName" rules={rules('configName')}>
 */
export function entityCrud<D extends AnyEntityDef>(def: D, api: CrudApi<D>) {
  const perms: CrudPerms = {
    add: hasAction(def, 'add') ? def.perms.add : undefined,
    edit: hasAction(def, 'edit') ? def.perms.edit : undefined,
    remove: hasAction(def, 'remove') ? def.perms.remove : undefined,
    export: hasAction(def, 'export') ? def.perms.export : undefined,
  };
  return {
    idKey: def.idKey as D['idKey'],
    perms,
    get: hasAction(def, 'query') ? api.get : undefined,
    add: hasAction(def, 'add') ? (values: FormOf<D>) => api.add(values) : undefined,
    update: hasAction(def, 'edit') ? (values: FormOf<D>) => api.update(values) : undefined,
    remove: hasAction(def, 'remove') ? api.remove : undefined,
    exportList: hasAction(def, 'export') ? api.exportList : undefined,
    exportName: def.name,
    addValues: bodyDefaults(def) as Partial<FormOf<D>>,
  };
}

/** The first issue's message of a zod field for `value`, in `lang`; undefined when the value passes. */
export function fieldError(field: z.ZodType, value: unknown, lang: string): string | undefined {
  const r = field.safeParse(value);
  return r.success ? undefined : localizeMessage(r.error.issues[0]?.message ?? '', lang);
}

/** antd rules of one body field: the asterisk when the field refuses "absent", and the field's own zod check. */
export function fieldRules(body: z.ZodObject<z.ZodRawShape>, name: string, lang: string): RuleObject[] {
  const field = body.shape[name] as z.ZodType | undefined;
  if (!field) throw new Error(`fieldRules: the body has no field ${name}`);
  const required = !field.safeParse(undefined).success;
  return [{
    required,
    validator: async (_rule, value: unknown) => {
      const error = fieldError(field, value, lang);
      if (error) throw new Error(error);
    },
  }];
}

/** `rules(name)` for a form over `body`, in the current language. */
export function useFieldRules<B extends z.ZodObject<z.ZodRawShape>>(body: B): (name: keyof z.output<B> & string) => RuleObject[] {
  const [lang] = useLanguage();
  return useCallback((name: keyof z.output<B> & string) => fieldRules(body, name, lang), [body, lang]);
}
