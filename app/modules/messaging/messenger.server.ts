import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { insertedIds, jsonRows } from "~/db/json-rows.server";
import { outboxMessages } from "~/db/schema";

export type MessageChannel = "sms" | "email";

export type OutboundMessage = {
  channel: MessageChannel;
  /** E.164 phone for SMS, address for e-mail. */
  recipient: string;
  subject?: string;
  body: string;
  /**
   * What the outbox row keeps when a provider delivers the message: the body with secrets (one-time
   * codes) masked. Without a provider the row is the delivery and keeps `body`.
   */
  storedBody?: string;
  /** Which message this is, e.g. "otp.verify_phone"; for the outbox and logs, never for content. */
  template: string;
};

/** A real delivery channel (SMS provider, SMTP). Throws when the message was not accepted. */
export type DeliveryAdapter = {
  name: string;
  deliver(message: { id: number; recipient: string; subject: string | null; body: string }): Promise<void>;
};

export type SentMessage = {
  id: number;
  /** Settles when the provider answered (immediately without one); never rejects. */
  delivery: Promise<void>;
};

export type Messenger = {
  send(message: OutboundMessage): Promise<SentMessage>;
  /**
   * Several messages in one outbox insert (one statement, one commit), answered in their order.
   * Should that insert fail, each is sent alone, so one bad message fails alone: its place in
   * the answer is the error it raised.
   */
  sendMany(messages: readonly OutboundMessage[]): Promise<(SentMessage | Error)[]>;
};

const MAX_ERROR_LENGTH = 500;

/**
 * Sends SMS and e-mail. Every message becomes an outbox row first. A channel with a provider is
 * then delivered in the background, so a slow provider never slows the request (nor reveals, by
 * its timing, which requests sent something); the row ends as "sent" or "failed". A channel
 * without one keeps the row as "stored": the outbox table is the delivery.
 */
export function createMessenger(options: {
  db: Db;
  logger: Logger;
  now?: () => Date;
  sms?: DeliveryAdapter | null;
  email?: DeliveryAdapter | null;
}): Messenger {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const adapters: Record<MessageChannel, DeliveryAdapter | null> = {
    sms: options.sms ?? null,
    email: options.email ?? null,
  };

  async function deliver(adapter: DeliveryAdapter, id: number, message: OutboundMessage): Promise<void> {
    try {
      await adapter.deliver({
        id,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
      });
      await db.update(outboxMessages).set({ status: "sent", sentAt: now() }).where(eq(outboxMessages.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        { messageId: id, adapter: adapter.name, template: message.template, reason },
        "message not delivered",
      );
      await db
        .update(outboxMessages)
        .set({ status: "failed", error: reason.slice(0, MAX_ERROR_LENGTH) })
        .where(eq(outboxMessages.id, id))
        .catch((err: unknown) => logger.error({ err, messageId: id }, "recording a failed delivery"));
    }
  }

  function outboxRow(message: OutboundMessage) {
    const adapter = adapters[message.channel];
    return {
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: adapter ? (message.storedBody ?? message.body) : message.body,
      template: message.template,
      status: adapter ? ("queued" as const) : ("stored" as const),
      createdAt: now(),
    };
  }

  function sentAs(id: number, message: OutboundMessage): SentMessage {
    const adapter = adapters[message.channel];
    return { id, delivery: adapter ? deliver(adapter, id, message) : Promise.resolve() };
  }

  async function send(message: OutboundMessage): Promise<SentMessage> {
    const [row] = await db
      .insert(outboxMessages)
      .values(outboxRow(message))
      .returning({ id: outboxMessages.id });
    return sentAs(row!.id, message);
  }

  return {
    send,
    async sendMany(messages) {
      if (messages.length === 0) return [];
      if (messages.length === 1) return [await send(messages[0]!).catch(asError)];
      let ids: number[];
      try {
        // The rows as one JSON parameter (jsonRows): a batch of outbid bidders' copies is hundreds
        // of rows, which as a VALUES list were thousands of parameters built one by one (ADR 044).
        const rows = messages.map((message) => {
          const row = outboxRow(message);
          return { ...row, createdAt: row.createdAt.toISOString() };
        });
        ids = insertedIds(
          await db.execute(sql`
          insert into outbox_messages (channel, recipient, subject, body, template, status, created_at)
          select channel, recipient, subject, body, template, status, "createdAt"
            from ${jsonRows(
              rows,
              `m(channel message_channel, recipient text, subject text, body text, template text, status message_status, "createdAt" timestamptz)`,
            )}
          returning id`),
        );
      } catch {
        const one: (SentMessage | Error)[] = [];
        for (const message of messages) one.push(await send(message).catch(asError));
        return one;
      }
      return messages.map((message, i) => sentAs(ids[i]!, message));
    },
  };
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
