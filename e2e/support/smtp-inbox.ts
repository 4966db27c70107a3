import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// The e2e run's mail server (e2e/playwright.config.ts starts it as a `webServer`, run with tsx):
// a real SMTP server on loopback that requires the login in SMTP_URL (the same one as
// lib/testing/smtp-test-server.ts), keeps every message, and serves them as JSON on a small HTTP
// port, so a browser spec can read an invitation's link (e2e/support/inbox.ts):
//   GET /messages  →  [{ to: ["a@b.test"], subject, text, html, received_at }]
// Plain SMTP without STARTTLS, as a relay on the same host. Ports from the environment.

const SMTP_USER = "mailer";
const SMTP_PASSWORD = "smtp-test-password";

type Message = { to: string[]; from: string | null; subject: string; text: string; html: string; received_at: string };

function main() {
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  const inboxPort = Number(process.env.E2E_INBOX_PORT);
  if (!smtpPort || !inboxPort) throw new Error("smtp-inbox: E2E_SMTP_PORT and E2E_INBOX_PORT are required");
  const messages: Message[] = [];

  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              received_at: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  smtp.listen(smtpPort, "127.0.0.1");

  const http = createServer((request, response) => {
    if (request.method === "GET" && request.url?.startsWith("/messages")) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(messages));
      return;
    }
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: "not found" }));
  });
  // Playwright waits for this port: listening last means SMTP is up too.
  http.listen(inboxPort, "127.0.0.1");
}

main();
