import { describe, expect, it } from "vitest";
import { passwordProblem } from "@/lib/auth/password-policy";
import { issuesFromApiMessage } from "@/lib/client/form-errors";

const EMAIL = "ada.lovelace@example.com";

describe("passwordProblem", () => {
  it.each([
    ["password123", /most common/],
    ["QWERTYUIOP", /most common/],
    ["1q2w3e4r5t", /most common/],
    ["baseball2024!", /common password with digits or symbols added/],
    ["Sunshine!!!!", /common password with digits or symbols added/],
    ["ada.lovelace@example.com", /email address/],
    ["ADA.LOVELACE@EXAMPLE.COM", /email address/],
    ["ada.lovelace", /email address/],
    ["aaaaaaaaaaaa", /one character repeated/],
    ["............", /one character repeated/],
    ["ééééééééééé", /one character repeated/],
  ])("refuses %s", (password, why) => {
    const problem = passwordProblem(password, EMAIL);
    expect(problem).toMatch(why);
    // The whole reason reaches the form's field, as the API words it.
    expect(issuesFromApiMessage(`Invalid body: new_password: ${problem}.`)).toEqual([{ path: "new_password", message: problem }]);
  });

  it.each(["correct-horse-battery-staple", "long-enough-pw", "e2e-password-0123456789", "Tr0ub4dor&3-x", "river-lantern-42"])("accepts %s", (password) => {
    expect(passwordProblem(password, EMAIL)).toBeNull();
  });
});
