import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type CapturedRequest = { path: string; headers: IncomingMessage["headers"]; body: any };
/** What the server answers to the nth chat completion: message content, or "hang". */
export type ScriptedAnswer = string | "hang" | ((request: CapturedRequest) => string);

/**
 * A small OpenAI-compatible server on loopback: POST /v1/chat/completions answers with the
 * next scripted message content in the documented response shape, and keeps every request.
 */
export async function startFakeOpenAi(answers: ScriptedAnswer[]) {
  const requests: CapturedRequest[] = [];
  const hung: ServerResponse[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const captured: CapturedRequest = { path: req.url ?? "", headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString() || "{}") };
    requests.push(captured);
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (answer === "hang") {
      hung.push(res);
      return;
    }
    const content = typeof answer === "function" ? answer(captured) : answer;
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: captured.body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const res of hung) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
