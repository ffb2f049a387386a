import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext, type RequestInfo } from "~/context.server";
import { handleError } from "~/entry.server";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: createLogger({ logLevel: "info", production: true }, stream), lines };
}

describe("logged errors", () => {
  it("never carry a failed query's values or the database's detail", () => {
    const { logger, lines } = capture();
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: "23505",
        detail: "Key (email)=(ali.private@test.example) already exists.",
        constraint: "users_email_unique",
      },
    );
    const err = new DrizzleQueryError(
      'insert into "users" ("name", "email", "iban") values ($1, $2, $3)',
      ["Ali Private", "ali.private@test.example", "SA0380000000608010167519"],
      cause,
    );
    logger.error({ err, path: "/api/v1/auth/register" }, "API error");
    const line = lines.join("");
    expect(line).not.toMatch(/Ali Private|ali\.private|SA0380000000608010167519/);
    const logged = JSON.parse(line) as {
      err: { message: string; cause: { code: string; constraint: string } };
    };
    expect(logged.err.message).toContain('insert into "users"');
    expect(logged.err.cause).toMatchObject({ code: "23505", constraint: "users_email_unique" });
  });

  it("hides the value a data exception quotes", () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error('invalid input syntax for type uuid: "Ali Private"'), {
      code: "22P02",
    });
    logger.error({ err }, "unhandled error");
    expect(lines.join("")).not.toContain("Ali Private");
    expect(lines.join("")).toContain("invalid input syntax for type uuid");
  });

  it("log a page's loader or action error through the request's logger, without its values", () => {
    const { logger, lines } = capture();
    const context = new RouterContextProvider();
    context.set(requestContext, { logger, lang: "en", nonce: "", requestId: "r-1" } as RequestInfo);
    const err = new DrizzleQueryError('update "users" set "name" = $1', ["Ali Private"], new Error("failed"));
    handleError(err, {
      request: new Request("http://localhost/en/profile/settings"),
      context,
      params: {},
    } as never);
    const line = lines.join("");
    expect(line).toContain("route error");
    expect(line).not.toContain("Ali Private");
  });
});
