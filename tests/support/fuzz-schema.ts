import fc from "fast-check";

/**
 * A JSON Schema (2020-12, the dialect of an OpenAPI 3.1 document) as a fast-check arbitrary of
 * values the schema accepts. Only the keywords the API's documents use are understood; anything
 * else is ignored (the value may then be refused by the server, which the fuzzer tolerates).
 * ADR 024 says why this is ours and not a library's.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
};

export type SchemaContext = {
  /** `#/components/schemas/*` of the document, for `$ref`. */
  components: Record<string, JsonSchema>;
  /**
   * Values known to exist (ids of fixtures), by property or parameter name: chosen often, so
   * that valid requests reach past "not found" into the domain.
   */
  known?: (name: string) => readonly unknown[] | undefined;
};

/** Strings as people type them: Latin, Arabic, digits of both kinds, spaces, some symbols. */
const textChar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") },
  { weight: 3, arbitrary: fc.constantFrom(..."ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإةى") },
  { weight: 2, arbitrary: fc.constantFrom(..."0123456789٠١٢٣٤٥٦٧٨٩ -_.,@+/'\"") },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);

function text(minLength = 0, maxLength = 40) {
  // Long bounds are met with short text most of the time and a long one now and then.
  const cap = Math.min(maxLength, Math.max(minLength, 40));
  const arbitrary = fc.string({ unit: textChar, minLength, maxLength: cap });
  if (maxLength <= cap) return arbitrary;
  return fc.oneof(
    { weight: 9, arbitrary },
    {
      weight: 1,
      arbitrary: fc.string({ unit: textChar, minLength: cap, maxLength: Math.min(maxLength, 600) }),
    },
  );
}

export function resolveRef(schema: JsonSchema, context: SchemaContext): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, "");
    const target = context.components[name];
    if (!target) throw new Error(`unknown schema ${current.$ref}`);
    current = target;
  }
  return current;
}

/** allOf of object schemas, as one schema (what Zod's intersections and `.and` produce). */
function mergeAllOf(schema: JsonSchema, context: SchemaContext): JsonSchema {
  if (!schema.allOf) return schema;
  const merged: JsonSchema = { ...schema, allOf: undefined };
  for (const part of schema.allOf.map((s) => mergeAllOf(resolveRef(s, context), context))) {
    Object.assign(merged, { ...part, properties: undefined, required: undefined });
    if (part.properties) merged.properties = { ...merged.properties, ...part.properties };
    if (part.required) merged.required = [...(merged.required ?? []), ...part.required];
  }
  return merged;
}

function integerBetween(schema: JsonSchema) {
  const low =
    schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : schema.minimum;
  const high =
    schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.maximum;
  // Unbounded integers in the API are counts, ids and amounts: mostly positive (hostile values
  // bring the negative ones).
  const min = Math.max(low ?? 1, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high ?? Math.max(min, 0) + 1_000_000_000, Number.MAX_SAFE_INTEGER);
  // Small values and the bounds are where the bugs are; fc.integer alone rarely meets them. An
  // integer the document leaves unbounded above (pages, sizes, prices) is mostly a small one.
  const unbounded = high === undefined;
  return fc.oneof(
    { weight: unbounded ? 1 : 6, arbitrary: fc.integer({ min, max }) },
    { weight: unbounded ? 8 : 2, arbitrary: fc.integer({ min, max: Math.min(max, min + 100) }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "email":
      return fc.emailAddress();
  }
  if (schema.pattern) {
    const bounded = fc.stringMatching(new RegExp(schema.pattern));
    const { minLength = 0, maxLength = Infinity } = schema;
    return bounded.filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  return text(schema.minLength ?? 0, schema.maxLength ?? 120);
}

/**
 * An arbitrary of values valid for `schema`. `name` is the property or parameter it fills, for
 * the known values of `context.known`.
 */
export function arbitraryFor(schema: JsonSchema, context: SchemaContext, name = ""): fc.Arbitrary<unknown> {
  const plain = mergeAllOf(resolveRef(schema, context), context);
  const own = ownArbitrary(plain, context);
  const known = context.known?.(name);
  if (!known || known.length === 0) return own;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: own });
}

function ownArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, context)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => ownArbitrary({ ...schema, type }, context)));
  }
  switch (types[0]) {
    case "string":
      return stringFor(schema);
    case "integer":
      return integerBetween(schema);
    case "number":
      return fc.oneof(
        integerBetween(schema),
        fc.double({
          min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
          max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
          noNaN: true,
        }),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFor(schema.items ?? {}, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object":
      return objectFor(schema, context);
  }
  if (schema.properties) return objectFor(schema, context);
  return fc.jsonValue({ maxDepth: 2 });
}

function objectFor(schema: JsonSchema, context: SchemaContext) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, context, key)]),
  );
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: required });
}
