export { localComposer } from "@/lib/content/compose/local-composer";
export { composeDraft } from "@/lib/content/compose/compose-draft";
