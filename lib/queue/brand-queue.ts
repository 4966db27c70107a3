import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import type { Slot } from "@/lib/queue/slot-times";
import type { BrandQueueInput, QueueOutput } from "@/lib/schemas/queue";

const NO_QUEUE: QueueOutput = { timezone: "UTC", slots: [] };

/** The stored slots, weekday then time (anything malformed reads as none). */
export function readSlots(value: unknown): Slot[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((slot): slot is Slot => typeof slot?.weekday === "number" && typeof slot?.time === "string")
    .map((slot) => ({ weekday: slot.weekday, time: slot.time }))
    .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
}

/** GET /brands/{id}/queue. */
export async function getBrandQueue(caller: Caller, brandId: string): Promise<QueueOutput> {
  await getBrandOrThrow(caller, brandId);
  const queue = await db().brandQueue.findUnique({ where: { brandId } });
  return queue ? { timezone: queue.timezone, slots: readSlots(queue.slots) } : NO_QUEUE;
}

/** PUT /brands/{id}/queue: replaces the time zone and every slot. */
export async function setBrandQueue(caller: Caller, brandId: string, input: BrandQueueInput): Promise<QueueOutput> {
  await getBrandOrThrow(caller, brandId);
  const slots = readSlots(input.slots);
  await db().brandQueue.upsert({
    where: { brandId },
    create: { brandId, timezone: input.timezone, slots },
    update: { timezone: input.timezone, slots },
  });
  return { timezone: input.timezone, slots };
}
