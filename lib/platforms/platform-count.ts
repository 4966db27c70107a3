import { PLATFORM_IDS } from "@/lib/platforms/ids";

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** How many platforms there are, as prose says it ("eight platforms"), so that no sentence has to be edited for a ninth. */
export const PLATFORM_COUNT_WORD = WORDS[PLATFORM_IDS.length] ?? String(PLATFORM_IDS.length);
