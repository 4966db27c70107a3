import { TEST_EVENT_TYPE, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_PAYLOAD_SCHEMAS } from "@/lib/schemas/webhook-events";
import { MAX_ATTEMPTS } from "@/lib/webhooks/retry-schedule";
import { exampleOf } from "@/lib/openapi/example-of";
import type { ComponentSchemas } from "@/lib/openapi/json-schema";

// The requests Brandcast makes to a customer's endpoint, as OpenAPI 3.1 `webhooks`: one per event
// type, its body the payload schema of lib/schemas/webhook-events.ts (a named component), so a
// generated client gets the event types beside the API's own.

const SIGNATURE_HEADERS = {
  WebhookId: { name: "webhook-id", in: "header", required: true, description: "The event's id: the same on every retry, so a receiver can drop repeats.", schema: { type: "string", format: "uuid" } },
  WebhookTimestamp: { name: "webhook-timestamp", in: "header", required: true, description: "When this attempt was signed, in Unix seconds.", schema: { type: "string", pattern: "^[0-9]+$" } },
  WebhookSignature: {
    name: "webhook-signature",
    in: "header",
    required: true,
    description: "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint's `whsec_` secret (Standard Webhooks).",
    schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/]+={0,2}$" },
  },
};

/** The webhook headers as components.parameters, which every webhook refers to. */
export const webhookParameters = () => SIGNATURE_HEADERS;

const operationIdOf = (type: string) => `${type.replace(/[._](\w)/g, (_, letter: string) => letter.toUpperCase())}Event`;

/** The document's `webhooks`: one POST per event type; the payloads' schemas are added to `components`. */
export function webhooks(components: ComponentSchemas) {
  return Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOAD_SCHEMAS).map(([type, payload]) => {
      const schema = components.add(payload, "output");
      const example = { ...(exampleOf(schema, components.schemas) as object), type };
      const summary = type === TEST_EVENT_TYPE ? "A test event, sent only by POST /webhooks/{id}/test." : WEBHOOK_EVENT_DESCRIPTIONS[type as keyof typeof WEBHOOK_EVENT_DESCRIPTIONS];
      const operation = {
        operationId: operationIdOf(type),
        tags: ["Webhooks"],
        summary,
        description:
          `Sent to each enabled endpoint subscribed to \`${type}\`, signed as Standard Webhooks says. ` +
          `At least once: an answer other than 2xx within 10 s is retried, up to ${MAX_ATTEMPTS} attempts over about a day; redirects are not followed.`,
        parameters: Object.keys(SIGNATURE_HEADERS).map((name) => ({ $ref: `#/components/parameters/${name}` })),
        requestBody: { required: true, content: { "application/json": { schema, examples: { event: { summary: type, value: example } } } } },
        responses: { "200": { description: "Received: any 2xx acknowledges the event; any other answer, or none within 10 s, is retried." } },
        // Brandcast calls the receiver; the signature, not a credential, proves the sender.
        security: [],
      };
      return [type, { post: operation }];
    }),
  );
}
