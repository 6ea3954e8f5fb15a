/**
 * The small form state of the login and register pages (what antd's Form did there): values, per-field rules with
 * every failing message shown, validation on blur (or on every change), and on submit every field, focusing the
 * first invalid one. A field that shows an error is re-checked as the user types, so the message goes as soon as it
 * is fixed. The form remembers which rules failed, not their texts, so shown messages follow a language switch.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';

export type FormValues = Record<string, string | boolean>;

type Name<V> = keyof V & string;

/** A rule: `test` passes or the field shows `message`. */
export interface Rule<V extends FormValues> {
  message: string;
  test(value: string, values: V): boolean;
}

export interface FieldRules<V extends FormValues> {
  rules: Rule<V>[];
  /** when the field checks itself (antd's validateTrigger): on blur (default) or on every change */
  trigger?: 'blur' | 'change';
}

export type FormRules<V extends FormValues> = Partial<Record<Name<V>, FieldRules<V>>>;

/** Per field, the indexes of its failed rules. */
type Failed<V> = Partial<Record<Name<V>, number[]>>;

/** Filled: not empty (`whitespace`: not only blanks either, as antd's `{ required, whitespace }`). */
export const required = <V extends FormValues>(message: string, { whitespace = false } = {}): Rule<V> => ({
  message,
  test: (value) => (whitespace ? value.trim() : value) !== '',
});

/** Length between min and max (characters), checked only once something is typed. */
export const length = <V extends FormValues>(min: number, max: number, message: string): Rule<V> => ({
  message,
  test: (value) => !value || (value.length >= min && value.length <= max),
});

/** Matches the pattern, checked only once something is typed. */
export const pattern = <V extends FormValues>(re: RegExp, message: string): Rule<V> => ({
  message,
  test: (value) => !value || re.test(value),
});

/** The props a text field gets from `field(name)`. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  /** the messages to show (empty when valid or not checked yet) */
  errors: string[];
  onChange(value: string): void;
  onBlur(): void;
}

/** The props a checkbox gets from `checkbox(name)`. */
export interface CheckboxBinding {
  id: string;
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

export interface AuthForm<V extends FormValues> {
  values: V;
  field(name: Name<V>): FieldBinding;
  checkbox(name: Name<V>): CheckboxBinding;
  /** set values without checking them (prefill, clearing the captcha after a failure) */
  setValues(values: Partial<V>): void;
  /** the user changed this field since the form opened */
  isTouched(name: Name<V>): boolean;
  /** check these fields now; true when they pass */
  validate(names: Name<V>[]): boolean;
  /** the form's onSubmit: checks every field with rules, then calls `onValid` or focuses the first invalid field */
  handleSubmit(onValid: (values: V) => unknown): (e: FormEvent<HTMLFormElement>) => void;
}

export interface AuthFormOptions<V extends FormValues> {
  /** after each change the user makes (not `setValues`), with the field's name and the new values */
  onUserChange?: (name: Name<V>, values: V) => void;
}

const text = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

export function useAuthForm<V extends FormValues>(
  initial: V,
  rules: FormRules<V>,
  options: AuthFormOptions<V> = {},
): AuthForm<V> {
  const formId = useId();
  const [values, setValuesState] = useState<V>(initial);
  const [failed, setFailedState] = useState<Failed<V>>({});
  // mirrors of the state for event handlers (written where the state is set), and the caller's latest rules / options
  const current = useRef({ values: initial, failed: {} as Failed<V>, touched: new Set<string>() });
  const config = useRef({ rules, options });
  useLayoutEffect(() => {
    config.current = { rules, options };
  });

  const idOf = useCallback((name: string) => `${formId}-${name}`, [formId]);

  /** Check the fields; returns the names that failed. */
  const run = useCallback((names: Name<V>[]): Name<V>[] => {
    const all = current.current.values;
    const next: Failed<V> = { ...current.current.failed };
    const bad: Name<V>[] = [];
    for (const name of names) {
      const fieldRules = config.current.rules[name]?.rules ?? [];
      const indexes = fieldRules.flatMap((rule, i) => (rule.test(text(all[name]), all) ? [] : [i]));
      next[name] = indexes;
      if (indexes.length) bad.push(name);
    }
    current.current.failed = next;
    setFailedState(next);
    return bad;
  }, []);

  const setValues = useCallback((partial: Partial<V>) => {
    current.current.values = { ...current.current.values, ...partial };
    setValuesState(current.current.values);
  }, []);

  const change = useCallback(
    (name: Name<V>, value: string | boolean) => {
      setValues({ [name]: value } as Partial<V>);
      current.current.touched.add(name);
      const cfg = config.current.rules[name];
      if (cfg && (cfg.trigger === 'change' || current.current.failed[name]?.length)) run([name]);
      config.current.options.onUserChange?.(name, current.current.values);
    },
    [run, setValues],
  );

  const blur = useCallback(
    (name: Name<V>) => {
      const cfg = config.current.rules[name];
      if (cfg && (cfg.trigger ?? 'blur') === 'blur') run([name]);
    },
    [run],
  );

  const validate = useCallback((names: Name<V>[]) => run(names).length === 0, [run]);
  const isTouched = useCallback((name: Name<V>) => current.current.touched.has(name), []);

  const handleSubmit = useCallback(
    (onValid: (values: V) => unknown) => (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const bad = run(Object.keys(config.current.rules) as Name<V>[]);
      if (bad.length) document.getElementById(idOf(bad[0]!))?.focus();
      else void onValid(current.current.values);
    },
    [idOf, run],
  );

  /** The messages of the failed rules, in the texts of this render (the current language). */
  const messagesOf = (name: Name<V>): string[] => {
    const fieldRules = rules[name]?.rules ?? [];
    const list = (failed[name] ?? []).map((i) => fieldRules[i]?.message).filter((m): m is string => !!m);
    return [...new Set(list)];
  };

  return {
    values,
    field: (name) => ({
      id: idOf(name),
      name,
      value: text(values[name]),
      errors: messagesOf(name),
      onChange: (v) => change(name, v),
      onBlur: () => blur(name),
    }),
    checkbox: (name) => ({
      id: idOf(name),
      name,
      checked: values[name] === true,
      onChange: (checked) => change(name, checked),
    }),
    setValues,
    isTouched,
    validate,
    handleSubmit,
  };
}
