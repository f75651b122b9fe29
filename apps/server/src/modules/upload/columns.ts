import type { FastifySchemaValidationError } from 'fastify'
import Value from 'typebox/value'
import { LOCALES, submitSchema, type FieldDef, type Locale, type ResourceDef } from '@store/contract'
import { describeValidation } from '../../core/validation-messages'
import { fieldLabelsOf } from '../../core/resource/route-kit'

/**
 * Which field each header title fills: a field is headed by its label in any language or by its name;
 * a template's `columns` JSON (`{ "<title>": "<field>" }`) adds titles of its own.
 */
export function titlesOf(def: ResourceDef, templateColumns: string | null): Map<string, string> {
  const titles = new Map<string, string>()
  for (const [name, field] of Object.entries(def.fields)) {
    titles.set(name, name)
    for (const locale of LOCALES) titles.set(field.label[locale], name)
  }
  const extra: unknown = templateColumns ? JSON.parse(templateColumns) : null
  if (extra && typeof extra === 'object' && !Array.isArray(extra)) {
    for (const [title, name] of Object.entries(extra)) {
      if (typeof name === 'string' && def.fields[name]) titles.set(title, name)
    }
  }
  return titles
}

/** The column of each field the header names (index into a row's cells). */
export function columnsOf(header: string[], titles: Map<string, string>): Map<string, number> {
  const columns = new Map<string, number>()
  header.forEach((title, index) => {
    const name = titles.get(title)
    if (name && !columns.has(name)) columns.set(name, index)
  })
  return columns
}

/** The first required field the header lacks. */
export const missingRequired = (def: ResourceDef, columns: Map<string, number>) =>
  Object.entries(def.fields).find(([name, f]) => f.required && !columns.has(name))?.[1]

const pad = (n: number) => String(n).padStart(2, '0')
const dateOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
const timeOf = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`

/** A cell as a field's value: numbers for whole-number fields, text for the rest; blank is absent. */
function valueOf(field: FieldDef, cell: unknown): unknown {
  if (cell === null || cell === undefined) return undefined
  if (cell instanceof Date) {
    // exceljs reads a date cell as that wall-clock time in UTC
    return field.type === 'datetime' ? `${dateOf(cell)} ${timeOf(cell)}` : dateOf(cell)
  }
  const text = String(cell).trim()
  if (text === '') return undefined
  if (field.type === 'int' || field.type === 'bool') return /^-?\d+$/.test(text) ? Number(text) : text
  return text
}

/** A data row as a submit body of the resource. */
export function bodyOf(def: ResourceDef, columns: Map<string, number>, cells: unknown[]) {
  const body: Record<string, unknown> = {}
  for (const [name, index] of columns) {
    const value = valueOf(def.fields[name]!, cells[index])
    if (value !== undefined) body[name] = value
  }
  return body
}

/**
 * Checks a body against the resource's submit schema (the rules its form and submit route apply):
 * the first complaint as a sentence in the user's language, or null when it is valid.
 */
export function complaintOf(def: ResourceDef, body: Record<string, unknown>, locale: Locale): string | null {
  const [first] = Value.Errors(submitSchemaOf(def), body)
  if (!first) return null
  const params = first.params as Record<string, unknown>
  const required = params.requiredProperties as string[] | undefined
  const error = {
    ...first,
    params: required ? { ...params, missingProperty: required[0] } : params,
  } as unknown as FastifySchemaValidationError
  return describeValidation([error], locale, fieldLabelsOf(def))
}

const schemas = new WeakMap<ResourceDef, ReturnType<typeof submitSchema>>()
function submitSchemaOf(def: ResourceDef) {
  let schema = schemas.get(def)
  if (!schema) schemas.set(def, (schema = submitSchema(def)))
  return schema
}
