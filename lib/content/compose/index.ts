export { localComposer } from "./local-composer";
export { composeDraft } from "./compose-draft";
