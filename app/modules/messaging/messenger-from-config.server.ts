import type { Logger } from "pino";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { createMessenger, type Messenger } from "./messenger.server";
import { createSmtpMail } from "./smtp-mail.server";
import { createUnifonicSms } from "./unifonic-sms.server";

/** The messenger the configuration asks for: providers where configured, the outbox otherwise. */
export function messengerFromConfig(options: {
  db: Db;
  config: Pick<Config, "sms" | "mail">;
  logger: Logger;
  now?: () => Date;
}): Messenger {
  const { config } = options;
  return createMessenger({
    db: options.db,
    logger: options.logger,
    now: options.now,
    sms: config.sms ? createUnifonicSms(config.sms) : null,
    email: config.mail ? createSmtpMail(config.mail) : null,
  });
}
