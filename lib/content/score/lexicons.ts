/**
 * Small English word lists behind the tone estimates. Deliberately short and plain: the scorer is
 * a documented heuristic, not a language model, and every word here is one a reader would agree
 * marks the tone. Lower case; matched against whole words.
 */
export const CASUAL_WORDS = new Set([
  "hey", "hi", "guess", "okay", "ok", "awesome", "super", "totally", "gonna", "wanna", "gotta", "yay", "omg",
  "lol", "cool", "stoked", "vibes", "yum", "yummy", "crazy", "literally", "kinda", "y'all", "folks", "psst",
  "yep", "nope", "wow", "epic", "legit", "stuff", "grab", "swing", "scoop", "btw", "tbh", "fam", "buddy",
]);

export const FORMAL_WORDS = new Set([
  "pleased", "therefore", "furthermore", "moreover", "regarding", "accordingly", "ensure", "commitment",
  "committed", "clients", "kindly", "sincerely", "additionally", "however", "pursuant", "respectively",
  "delighted", "assist", "enquiries", "inquiries", "consequently", "thus", "shall", "hereby", "further",
  "details", "information", "request", "appointment", "appointments", "cordially", "please", "note",
  "reflects", "ongoing", "perspective", "particularly", "attention", "overview", "continued", "endeavours",
  "endeavors", "regards", "services", "announce", "available", "arranged", "approach", "remain",
]);

/** Written-out forms a formal voice uses where a casual one contracts. */
export const EXPANDED_FORMS = /\b(?:(?:we|you|they) (?:are|will|would|have)|(?:it|that|here|what|there) is|do not|does not|cannot|is not|let us)\b/gu;

export const CONTRACTION = /^(?:[\p{L}]+n['’]t|(?:i|you|we|they|he|she|it|that|here|what|who|there|let)['’](?:re|ve|ll|d|m|s))$/u;

export const ENERGETIC_WORDS = new Set([
  "new", "now", "today", "big", "huge", "amazing", "incredible", "exciting", "excited", "wow", "finally",
  "ready", "go", "fast", "bold", "boost", "launch", "launching", "epic", "unstoppable", "party", "fire",
  "best", "ever", "hurry", "fresh", "hot", "wild", "love", "fun", "celebrate", "yes", "woohoo", "let's",
]);

export const WARM_WORDS = new Set([
  "thank", "thanks", "grateful", "love", "care", "caring", "welcome", "together", "community", "family",
  "friends", "neighbours", "neighbors", "share", "support", "help", "happy", "heart", "kind", "join", "proud",
  "hope", "warm", "cozy", "cosy", "smile", "home", "belong", "appreciate", "gratitude", "dear", "everyone",
]);

export const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "you're", "you'll", "you've", "you'd", "y'all"]);
export const FIRST_PERSON_PLURAL = new Set(["we", "us", "our", "ours", "we're", "we've", "we'll", "we'd"]);
