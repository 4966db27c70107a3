import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, whenDatabaseAnswers } from "@/lib/db/database-unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a restart, a refused or cut connection, also wrapped", () => {
    expect(isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("adapter failed", { cause: withCode("ECONNRESET") }))).toBe(true);
  });

  it("does not take a wrong statement or a conflict for one", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key value"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", "relation does not exist"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("57014", "canceling statement due to statement timeout"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("whenDatabaseAnswers", () => {
  it("runs the work again while the database is away, and returns its answer", async () => {
    let calls = 0;
    const answer = await whenDatabaseAnswers(async () => {
      calls++;
      if (calls < 3) throw withCode("57P03", "the database system is shutting down");
      return "recorded";
    });
    expect({ answer, calls }).toEqual({ answer: "recorded", calls: 3 });
  });

  it("throws any other error at once, and the last one once its wait is over", async () => {
    let calls = 0;
    await expect(whenDatabaseAnswers(async () => (calls++, Promise.reject(withCode("23505", "duplicate key value"))))).rejects.toThrow("duplicate key value");
    expect(calls).toBe(1);
    const began = Date.now();
    await expect(whenDatabaseAnswers(() => Promise.reject(withCode("ECONNREFUSED", "connect ECONNREFUSED")), 300)).rejects.toThrow("ECONNREFUSED");
    expect(Date.now() - began).toBeLessThan(5_000);
  });
});
