import { registerContractChecks } from "@/lib/testing/contract/contract-checks";

// vitest.config.mts `setupFiles`: any test that reaches a declared route fails on an answer
// its declaration or the OpenAPI document does not allow (lib/testing/contract/).
registerContractChecks();
