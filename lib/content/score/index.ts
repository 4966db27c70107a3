export { overallConsistency, scoreConsistency, type ConsistencyScore } from "@/lib/content/score/score-consistency";
export { CONSISTENCY_WEIGHTS, VOCABULARY_TARGETS, type ConsistencyPart } from "@/lib/content/score/weights";
