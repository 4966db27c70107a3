export { overallConsistency, scoreConsistency, type ConsistencyScore } from "./score-consistency";
export { CONSISTENCY_WEIGHTS, VOCABULARY_TARGETS, type ConsistencyPart } from "./weights";
