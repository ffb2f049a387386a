import { createServer as createHttpServer, type IncomingMessage } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { renderOtpSms } from "~/modules/accounts/account-messages.server";
import { uniquePhone } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { listOutbox } from "./list-outbox.server";
import { createMessenger } from "./messenger.server";
import { messengerFromConfig } from "./messenger-from-config.server";
import { createSmtpMail } from "./smtp-mail.server";
import { createUnifonicSms } from "./unifonic-sms.server";

let database: Database;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rowOf = async (id: number) =>
  (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** A stand-in for the SMS provider at the network edge: records form posts, answers like Unifonic. */
async function fakeSmsProvider(answer: { status: number; body: unknown }) {
  const received: URLSearchParams[] = [];
  const server = createHttpServer((req: IncomingMessage, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      received.push(new URLSearchParams(raw));
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/SMS/messages`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The smallest SMTP server nodemailer will talk to: records envelopes and message data. */
async function fakeSmtpServer() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createTcpServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake.smtp ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(current);
            current = { from: "", to: [], data: "" };
            reply("250 queued");
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") current.from = line;
        if (verb === "RCPT") current.to.push(line);
        if (verb === "DATA") inData = true;
        reply(verb === "DATA" ? "354 go on" : verb === "QUIT" ? "221 bye" : "250 ok");
        if (verb === "QUIT") socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("messenger without providers", () => {
  it("keeps messages in the outbox, newest first", async () => {
    const messenger = createMessenger({ db: database.db, logger });
    const to = uniquePhone();
    const a = await messenger.send({ channel: "sms", recipient: to, body: "first", template: "test" });
    const b = await messenger.send({ channel: "sms", recipient: to, body: "second", template: "test" });
    await Promise.all([a.delivery, b.delivery]);
    const rows = await listOutbox({ db: database.db, recipient: to });
    expect(rows.map((r) => [r.body, r.status])).toEqual([
      ["second", "stored"],
      ["first", "stored"],
    ]);
  });

  it("sends several in one insert, each answer naming its own row", async () => {
    const messenger = createMessenger({ db: database.db, logger });
    const to = uniquePhone();
    const bodies = ["one", "two", "three", "four"];
    const answers = await messenger.sendMany(
      bodies.map((body, i) => ({
        channel: i % 2 ? "email" : "sms",
        recipient: i % 2 ? `${to}@test.example` : to,
        subject: i % 2 ? `subject ${body}` : undefined,
        body,
        template: `test.${body}`,
      })),
    );
    const rows = await Promise.all(
      answers.map((a) => {
        if (a instanceof Error) throw a;
        return rowOf(a.id);
      }),
    );
    expect(rows.map((r) => [r.channel, r.body, r.template, r.subject, r.status])).toEqual([
      ["sms", "one", "test.one", null, "stored"],
      ["email", "two", "test.two", "subject two", "stored"],
      ["sms", "three", "test.three", null, "stored"],
      ["email", "four", "test.four", "subject four", "stored"],
    ]);
    // Sent in their order: the outbox's ids increase with it.
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
  });

  it("sends the rest when one message of several is refused, and answers that one's error", async () => {
    const messenger = createMessenger({ db: database.db, logger });
    const to = uniquePhone();
    // A NUL character is refused by the database in a text column: the whole insert fails.
    const answers = await messenger.sendMany(
      ["before", "bad\u0000body", "after"].map((body) => ({
        channel: "sms" as const,
        recipient: to,
        body,
        template: "test",
      })),
    );
    expect(answers.map((a) => a instanceof Error)).toEqual([false, true, false]);
    const rows = await listOutbox({ db: database.db, recipient: to });
    expect(rows.map((r) => r.body)).toEqual(["after", "before"]);
  });

  it("is what the configuration gives when no provider is set", async () => {
    const messenger = messengerFromConfig({ db: database.db, config: { sms: null, mail: null }, logger });
    const sent = await messenger.send({
      channel: "email",
      recipient: "a@test.example",
      subject: "s",
      body: "b",
      template: "t",
    });
    expect((await rowOf(sent.id)).status).toBe("stored");
  });
});

describe("Unifonic SMS adapter", () => {
  it("posts the message as Unifonic expects and records it sent, the code masked", async () => {
    const provider = await fakeSmsProvider({
      status: 200,
      body: { success: true, message: "", errorCode: "ER-00" },
    });
    try {
      const messenger = createMessenger({
        db: database.db,
        logger,
        sms: createUnifonicSms({ url: provider.url, apiKey: "app-sid-123", sender: "Mazad" }),
      });
      const to = uniquePhone();
      const { body, storedBody } = renderOtpSms({
        lang: "ar",
        purpose: "verify_phone",
        code: "482913",
        appOrigin: "https://mazad.example",
      });
      const sent = await messenger.send({
        channel: "sms",
        recipient: to,
        body,
        storedBody,
        template: "otp.verify_phone",
      });
      await sent.delivery;
      expect(provider.received).toHaveLength(1);
      const form = provider.received[0]!;
      expect(Object.fromEntries(form)).toMatchObject({
        AppSid: "app-sid-123",
        SenderID: "Mazad",
        Recipient: to.slice(1),
        responseType: "JSON",
        CorrelationID: `mazad-${sent.id}`,
      });
      expect(form.get("Body")).toContain("482913");
      expect(form.get("Body")).toMatch(/@mazad\.example #482913$/);
      const row = await rowOf(sent.id);
      expect(row.status).toBe("sent");
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.body).not.toContain("482913");
      expect(row.body).toContain("••••••");
    } finally {
      await provider.close();
    }
  });

  it("records a refusal as failed, with the provider's reason", async () => {
    const provider = await fakeSmsProvider({
      status: 200,
      body: { success: false, message: "Invalid AppSid", errorCode: "ER-01" },
    });
    try {
      const messenger = createMessenger({
        db: database.db,
        logger,
        sms: createUnifonicSms({ url: provider.url, apiKey: "bad", sender: "Mazad" }),
      });
      const sent = await messenger.send({
        channel: "sms",
        recipient: uniquePhone(),
        body: "hi",
        template: "test",
      });
      await sent.delivery;
      const row = await rowOf(sent.id);
      expect(row.status).toBe("failed");
      expect(row.error).toBe("SMS provider answered 200: ER-01 Invalid AppSid");
    } finally {
      await provider.close();
    }
  });

  it("records an unreachable provider as failed", async () => {
    const messenger = createMessenger({
      db: database.db,
      logger,
      sms: createUnifonicSms({
        url: "http://127.0.0.1:9/none",
        apiKey: "k",
        sender: "Mazad",
        timeoutMs: 2000,
      }),
    });
    const sent = await messenger.send({
      channel: "sms",
      recipient: uniquePhone(),
      body: "hi",
      template: "test",
    });
    await sent.delivery;
    expect((await rowOf(sent.id)).status).toBe("failed");
  });
});

describe("SMTP adapter", () => {
  it("hands the e-mail to the SMTP server and records it sent", async () => {
    const smtp = await fakeSmtpServer();
    try {
      const messenger = messengerFromConfig({
        db: database.db,
        config: { sms: null, mail: { smtpUrl: smtp.url, from: "Mazad <no-reply@mazad.example>" } },
        logger,
      });
      const sent = await messenger.send({
        channel: "email",
        recipient: "sara@test.example",
        subject: "Your Mazad password was changed",
        body: "Hello Sara",
        template: "account.passwordChanged",
      });
      await sent.delivery;
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect(mail.from).toContain("no-reply@mazad.example");
      expect(mail.to).toEqual([expect.stringContaining("sara@test.example")]);
      expect(mail.data).toContain("Subject: Your Mazad password was changed");
      expect(mail.data).toMatch(new RegExp(`X-Mazad-Message-Id: ${sent.id}\\n`, "i"));
      expect(mail.data).toContain("Hello Sara");
      expect((await rowOf(sent.id)).status).toBe("sent");
    } finally {
      await smtp.close();
    }
  });

  it("records a failed delivery", async () => {
    const messenger = createMessenger({
      db: database.db,
      logger,
      email: createSmtpMail({ smtpUrl: "smtp://127.0.0.1:9", from: "x@mazad.example" }),
    });
    const sent = await messenger.send({
      channel: "email",
      recipient: "a@test.example",
      subject: "s",
      body: "b",
      template: "t",
    });
    await sent.delivery;
    const row = await rowOf(sent.id);
    expect(row.status).toBe("failed");
    expect(row.error).toBeTruthy();
  });
});
