import type { AppEnvDefinition, Application } from '../../api/types.ts';
import type { MessageKey } from '../../messages/catalog.ts';

/** An application's environment variables as form fields: those the calling webhook describes
 *  (its /AppEnv definition), and every saved one it does not describe, so none is hidden. */
export interface EnvField {
  name: string;
  description: string;
  type: 'string' | 'number' | 'boolean';
  control: 'text' | 'number' | 'select' | 'password' | 'textarea' | 'file';
  required: boolean;
  options: string[];
  initial: string;
  /** Saved on the application but not described by the webhook. */
  saved?: boolean;
}

type EnvSpec = AppEnvDefinition[string];
export type StoredEnv = NonNullable<Application['env_vars']>;

const typeOf = (value: unknown): EnvField['type'] =>
  value === 'number' || value === 'boolean' ? value : 'string';

function envControl(spec: EnvSpec): EnvField['control'] {
  if (spec.enum?.length || spec.type === 'boolean') return 'select';
  if (spec.obscure) return 'password';
  if (spec.uiHint === 'textarea') return 'textarea';
  if (spec.uiHint === 'filepicker') return 'file';
  return spec.type === 'number' ? 'number' : 'text';
}

export function envFields(definition: AppEnvDefinition): EnvField[] {
  return Object.entries(definition).map(([name, spec]) => ({
    name,
    description: spec.description ?? '',
    type: typeOf(spec.type),
    control: envControl(spec),
    required: Boolean(spec.required),
    options: spec.enum?.length
      ? spec.enum.map(String)
      : spec.type === 'boolean'
        ? ['true', 'false']
        : [],
    initial: spec.default === undefined ? '' : String(spec.default),
  }));
}

/** The variables in the form that the definition does not describe (all of them without one),
 *  each typed as it was saved. */
export function savedEnvFields(
  described: readonly EnvField[] | null,
  env: Record<string, string>,
  stored: StoredEnv | null | undefined,
): EnvField[] {
  const known = new Set(described?.map((field) => field.name));
  return Object.keys(env)
    .filter((name) => !known.has(name))
    .map((name) => {
      const type = typeOf(typeof stored?.[name]);
      return {
        name,
        description: '',
        type,
        control: type === 'number' ? 'number' : type === 'boolean' ? 'select' : 'text',
        required: false,
        options: type === 'boolean' ? ['true', 'false'] : [],
        initial: '',
        saved: true,
      };
    });
}

/** The form's first variables: the saved ones, as text. */
export const envValues = (stored: StoredEnv | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(stored ?? {}).map(([name, value]) => [name, String(value)]));

/** A variable's value: what was typed or saved, else (when creating) the definition's default. */
export const envValue = (field: EnvField, env: Record<string, string>, defaults = true) =>
  env[field.name] ?? (defaults ? field.initial : '');

export function envError(field: EnvField, value: string): MessageKey | null {
  if (value.trim() === '') return field.required ? 'applications.envRequired' : null;
  return field.type === 'number' && !Number.isFinite(Number(value))
    ? 'applications.envNumber'
    : null;
}

const typed = (field: EnvField, value: string) =>
  field.type === 'number' ? Number(value) : field.type === 'boolean' ? value === 'true' : value;

/** The variables to store, each of its type; empty ones are left out (an emptied one is removed). */
export function envPayload(
  fields: readonly EnvField[],
  env: Record<string, string>,
  defaults = true,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = envValue(field, env, defaults);
    if (value.trim() !== '') out[field.name] = typed(field, value);
  }
  return out;
}
