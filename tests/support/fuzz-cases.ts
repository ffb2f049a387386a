import fc from "fast-check";
import {
  fileParts,
  hostileBodies,
  hostileIdempotencyKeys,
  hostileQueryTails,
  hostileSegments,
  hostileValue,
  languages,
  oversizedFile,
  type FilePart,
  type LanguageChoice,
} from "./fuzz-hostile";
import { arbitraryFor, resolveRef, type JsonSchema, type SchemaContext } from "./fuzz-schema";
import type { Role } from "./fuzz-world";

/**
 * One operation of the OpenAPI document, with the schemas of what it takes. An operation that takes
 * a body as JSON or as multipart/form-data is two of these, each fuzzed with its own schema.
 */
export type Operation = {
  /** `METHOD /path`; for the multipart body of an operation that takes JSON too, `… (multipart/form-data)`. */
  id: string;
  method: string;
  path: string;
  params: { name: string; in: "path" | "query" | "header"; required: boolean; schema: JsonSchema }[];
  body: { type: "json" | "multipart"; schema: JsonSchema; required: boolean } | null;
  /** Signed-in users only (401 for a guest). */
  protected: boolean;
  /** For the committee or admins only. */
  privileged: boolean;
};

type OpenApiOperation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
};
export type OpenApiDocument = {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Operations whose 401 refuses credentials in the request itself, not a guest. */
const CREDENTIAL_CHECKS = new Set(["POST /auth/login", "POST /payments/webhooks/{gateway}"]);

/**
 * The operations of the document, one per media type of body it takes. An operation is protected
 * when the document says so with `security` (an empty alternative `{}` makes it public); while the
 * document declares no security at all, one that documents a 401 is taken as protected.
 */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const declaresSecurity = Object.values(doc.paths).some((ops) =>
    Object.values(ops).some((op) => op.security !== undefined),
  );
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const id = `${method.toUpperCase()} ${path}`;
      const security = op.security ?? doc.security;
      const isProtected = declaresSecurity
        ? security !== undefined && security.length > 0 && !security.some((s) => Object.keys(s).length === 0)
        : "401" in op.responses && !CREDENTIAL_CHECKS.has(id);
      const content = op.requestBody?.content ?? {};
      const components = { components: doc.components?.schemas ?? {} };
      const bodySchema = (type: string) => {
        const schema = content[type]?.schema;
        return schema ? resolveRef(schema, components) : undefined;
      };
      const json = bodySchema("application/json");
      const multipart = bodySchema("multipart/form-data");
      const required = op.requestBody?.required ?? false;
      const bodies: Operation["body"][] = [
        ...(json ? [{ type: "json" as const, schema: json, required }] : []),
        ...(multipart ? [{ type: "multipart" as const, schema: multipart, required }] : []),
      ];
      for (const body of bodies.length > 0 ? bodies : [null]) {
        operations.push({
          id: json && body?.type === "multipart" ? `${id} (multipart/form-data)` : id,
          method: method.toUpperCase(),
          path,
          params: (op.parameters ?? []).flatMap((p) =>
            p.in === "path" || p.in === "query" || p.in === "header"
              ? [{ name: p.name, in: p.in, required: p.required ?? false, schema: p.schema ?? {} }]
              : [],
          ),
          body,
          protected: isProtected,
          privileged:
            path.startsWith("/admin/") || (path.endsWith("/cancel") && path.startsWith("/auctions/")),
        });
      }
    }
  }
  return operations;
}

type Auth = "session" | "cookie" | "garbage-bearer" | "garbage-cookie" | "none";

/** One fuzzed request, before it is sent: the parts, and labels of what was made hostile. */
export type FuzzCase = {
  role: Role;
  auth: Auth;
  language: LanguageChoice;
  pathParams: Record<string, string>;
  query: [string, string][];
  queryTail: string | null;
  headers: Record<string, string | null>;
  body:
    | { kind: "none" }
    | { kind: "json"; value: unknown }
    | { kind: "raw"; text: string; contentType: string | null }
    | { kind: "multipart"; fields: [string, string | FilePart][] };
  labels: string[];
};

/** A change to a case that makes it hostile (printed by its label in a counterexample). */
type Mutation = { label: string; apply(c: FuzzCase): void };
const mutation = (label: string, apply: (c: FuzzCase) => void): Mutation =>
  Object.assign({ label, apply }, { [fc.toStringMethod]: () => label });

const scalar = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);

function mutationsFor(op: Operation, long: boolean): fc.Arbitrary<Mutation>[] {
  const choices: fc.Arbitrary<Mutation>[] = [];
  const pathNames = op.params.filter((p) => p.in === "path").map((p) => p.name);
  const queryNames = op.params.filter((p) => p.in === "query").map((p) => p.name);
  if (pathNames.length > 0) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...pathNames), fc.constantFrom(...hostileSegments))
        .map(([name, bad]) =>
          mutation(`path.${name}:${bad.label}`, (c) => void (c.pathParams[name] = bad.value)),
        ),
    );
  }
  choices.push(
    fc
      .constantFrom(...hostileQueryTails)
      .map((bad) => mutation(`query:${bad.label}`, (c) => void (c.queryTail = bad.value))),
  );
  if (queryNames.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...queryNames), hostileValue).map(([name, bad]) =>
        mutation(`query.${name}:${bad.label}`, (c) => {
          c.query = c.query.filter(([k]) => k !== name);
          c.query.push([name, scalar(bad.value)]);
        }),
      ),
    );
  }
  if (op.params.some((p) => p.in === "header" && p.name === "idempotency-key")) {
    choices.push(
      fc
        .constantFrom(...hostileIdempotencyKeys)
        .map((bad) =>
          mutation(`header:${bad.label}`, (c) => void (c.headers["idempotency-key"] = bad.value)),
        ),
    );
  }
  choices.push(
    fc
      .constantFrom<Auth>("garbage-bearer", "garbage-cookie", "cookie")
      .map((auth) =>
        mutation(
          `auth:${auth}`,
          (c) => void (c.auth = c.role === "guest" && auth === "cookie" ? "garbage-cookie" : auth),
        ),
      ),
  );
  if (op.body) {
    const schema = op.body.schema;
    const properties = Object.keys(schema.properties ?? {});
    const fieldNames = [...properties, "extraField", "__proto__", "constructor", "roles", "userId"];
    if (op.body.type === "json") {
      choices.push(
        fc.tuple(fc.constantFrom(...fieldNames), hostileValue).map(([field, bad]) =>
          mutation(`body.${field}:${bad.label}`, (c) => {
            if (c.body.kind !== "json" || typeof c.body.value !== "object" || c.body.value === null) {
              c.body = { kind: "json", value: {} };
            }
            Object.defineProperty(c.body.value, field, {
              value: bad.value,
              enumerable: true,
              configurable: true,
              writable: true,
            });
          }),
        ),
        fc
          .constantFrom(...hostileBodies)
          .map((bad) => mutation(`body:${bad.label}`, (c) => void (c.body = { kind: "raw", ...bad.value }))),
      );
      if (properties.length > 0) {
        choices.push(
          fc.constantFrom(...properties).map((field) =>
            mutation(`body.${field}:missing`, (c) => {
              if (c.body.kind === "json" && c.body.value && typeof c.body.value === "object") {
                delete (c.body.value as Record<string, unknown>)[field];
              }
            }),
          ),
        );
      }
    } else {
      choices.push(
        fc.tuple(fc.constantFrom(...fieldNames), hostileValue).map(([field, bad]) =>
          mutation(`form.${field}:${bad.label}`, (c) => {
            if (c.body.kind !== "multipart") return;
            c.body.fields = c.body.fields.filter(([k]) => k !== field);
            c.body.fields.push([field, scalar(bad.value)]);
          }),
        ),
        fc.tuple(fc.constantFrom(...fieldNames), fileParts).map(([field, file]) =>
          mutation(`form.${field}:${file.label}`, (c) => {
            if (c.body.kind !== "multipart") return;
            c.body.fields = c.body.fields.filter(([k]) => k !== field);
            c.body.fields.push([field, file]);
          }),
        ),
        fc.constantFrom(...properties).map((field) =>
          mutation(`form.${field}:missing`, (c) => {
            if (c.body.kind === "multipart") c.body.fields = c.body.fields.filter(([k]) => k !== field);
          }),
        ),
        fc
          .constantFrom(...hostileBodies)
          .map((bad) => mutation(`body:${bad.label}`, (c) => void (c.body = { kind: "raw", ...bad.value }))),
      );
      if (long) {
        const fileField = properties.find((p) => schema.properties![p]!.format === "binary");
        if (fileField) {
          choices.push(
            fc.constant(
              mutation(`form.${fileField}:huge-file`, (c) => {
                if (c.body.kind !== "multipart") return;
                c.body.fields = c.body.fields.filter(([k]) => k !== fileField);
                c.body.fields.push([fileField, oversizedFile]);
              }),
            ),
          );
        }
      }
    }
  } else if (op.method !== "GET") {
    choices.push(
      fc
        .constantFrom(...hostileBodies)
        .map((bad) => mutation(`body:${bad.label}`, (c) => void (c.body = { kind: "raw", ...bad.value }))),
    );
  }
  return choices;
}

function rolesFor(op: Operation): Role[] {
  if (op.privileged) return ["guest", "bidder", "committee", "admin"];
  if (op.path.startsWith("/dev/")) return ["guest", "bidder", "newcomer"];
  return ["guest", "bidder", "newcomer", "committee"];
}

/** A character a header cannot carry, percent-encoded (a lone surrogate as U+FFFD). */
const latin1 = (ch: string) => encodeURIComponent(ch.isWellFormed() ? ch : "\uFFFD");

/** The arbitrary of fuzzed requests to `op`: schema-valid parts, then 0–3 hostile changes. */
export function caseArbitrary(
  op: Operation,
  context: SchemaContext,
  options: { long: boolean },
): fc.Arbitrary<FuzzCase> {
  const params = op.params;
  const paramArbitraries = Object.fromEntries(
    params.map((p) => [`${p.in}:${p.name}`, arbitraryFor(p.schema, context, p.name)]),
  );
  const paramRecord = fc.record(paramArbitraries, {
    requiredKeys: params
      .filter((p) => p.required || p.in === "path" || p.name === "idempotency-key")
      .map((p) => `${p.in}:${p.name}`),
  });
  const body: fc.Arbitrary<FuzzCase["body"]> = !op.body
    ? fc.constant({ kind: "none" as const })
    : op.body.type === "json"
      ? arbitraryFor(op.body.schema, context).map((value) => ({ kind: "json" as const, value }))
      : multipartArbitrary(op.body.schema, context);
  const mutations = mutationsFor(op, options.long);
  return fc
    .record({
      role: fc.constantFrom(...rolesFor(op)),
      language: fc.constantFrom(...languages),
      params: paramRecord,
      body,
      mutations: fc.oneof(
        { weight: 2, arbitrary: fc.constant([] as Mutation[]) },
        { weight: 5, arbitrary: fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }) },
      ),
      useCookie: fc.boolean(),
    })
    .map(({ role, language, params: values, body: b, mutations: changes, useCookie }) => {
      const c: FuzzCase = {
        role,
        auth: role === "guest" ? "none" : useCookie ? "cookie" : "session",
        language: language.value,
        pathParams: {},
        query: [],
        queryTail: null,
        headers: {},
        body: structuredClone(b),
        labels: [language.label],
      };
      for (const [key, value] of Object.entries(values)) {
        const [where, name] = key.split(":") as ["path" | "query" | "header", string];
        if (where === "path") c.pathParams[name] = encodeURIComponent(scalar(value));
        else if (where === "query") c.query.push([name, scalar(value)]);
        // A header carries bytes: what is not Latin-1 is sent percent-encoded.
        else c.headers[name] = scalar(value).replace(/[^\x20-\xff]/gu, latin1);
      }
      for (const change of changes) {
        change.apply(c);
        c.labels.push(change.label);
      }
      return c;
    });
}

function multipartArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<FuzzCase["body"]> {
  const properties = resolveRef(schema, context).properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [
      name,
      s.format === "binary" ? (fileParts as fc.Arbitrary<unknown>) : arbitraryFor(s, context, name),
    ]),
  );
  return fc.record(fields, { requiredKeys: schema.required ?? [] }).map((values) => ({
    kind: "multipart" as const,
    fields: Object.entries(values).map(([k, v]): [string, string | FilePart] => [
      k,
      typeof v === "object" && v !== null && "bytes" in v ? (v as FilePart) : scalar(v),
    ]),
  }));
}

/** The request a case sends, and a short description of it for a counterexample. */
export function requestOf(
  op: Operation,
  c: FuzzCase,
  session: { token: string | null; origin: string },
): { url: string; init: RequestInit; describe: string; expect: "ar" | "en" | null } {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => c.pathParams[name] ?? "1");
  const query = new URLSearchParams(c.query);
  if (c.language.query) query.set("lang", c.language.query);
  let search = query.toString();
  if (c.queryTail) search = search ? `${search}&${c.queryTail}` : c.queryTail;
  const url = `${session.origin}/api/v1${path}${search ? `?${search}` : ""}`;
  // A `lang` in the query (the case's own, a fuzzed one, or a raw tail) decides the language.
  const langs = new URL(url).searchParams.getAll("lang");
  const expect: "ar" | "en" | null =
    langs.length === 0
      ? c.language.expect
      : langs.length === 1 && (langs[0] === "ar" || langs[0] === "en")
        ? langs[0]
        : null;
  const headers = new Headers();
  const cookies: string[] = [];
  if (c.language.header) headers.set("Accept-Language", c.language.header);
  if (c.language.cookie) cookies.push(`lng=${c.language.cookie}`);
  if (c.auth === "session" && session.token) headers.set("Authorization", `Bearer ${session.token}`);
  if (c.auth === "cookie" && session.token) cookies.push(`mazad_session=${session.token}`);
  if (c.auth === "garbage-bearer") headers.set("Authorization", "Bearer not-a-real-token\u00e9");
  if (c.auth === "garbage-cookie") cookies.push("mazad_session=%00garbage%E2%80%AE");
  if (cookies.length > 0) headers.set("Cookie", cookies.join("; "));
  // A browser on our origin; bearer clients send none.
  if (c.auth === "cookie" || c.auth === "garbage-cookie") headers.set("Origin", session.origin);
  for (const [name, value] of Object.entries(c.headers)) if (value !== null) headers.set(name, value);
  let body: BodyInit | undefined;
  let shown = "";
  if (c.body.kind === "json") {
    body = JSON.stringify(c.body.value);
    headers.set("Content-Type", "application/json");
    shown = body;
  } else if (c.body.kind === "raw") {
    body = c.body.text;
    if (c.body.contentType) headers.set("Content-Type", c.body.contentType);
    shown = body;
  } else if (c.body.kind === "multipart") {
    const form = new FormData();
    for (const [name, value] of c.body.fields) {
      if (typeof value === "string") form.append(name, value);
      else
        form.append(
          name,
          new File([value.bytes as Uint8Array<ArrayBuffer>], value.name, { type: value.type }),
        );
    }
    body = form;
    shown = c.body.fields.map(([k, v]) => `${k}=${typeof v === "string" ? v : `<${v.label}>`}`).join("&");
  }
  const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const describe =
    `${op.method} ${clip(url.slice(session.origin.length))} as ${c.role} (${c.auth}, ${c.language.label})` +
    Object.entries(c.headers)
      .map(([name, value]) => ` ${name}=${clip(String(value))}`)
      .join("") +
    `${shown ? ` body=${clip(shown)}` : ""} [${c.labels.join(", ")}]`;
  return { url, init: { method: op.method, headers, body }, describe, expect };
}
