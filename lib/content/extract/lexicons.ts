// Small hand-picked word lists for the tone heuristics. They are English; other languages
// simply score neutral on these features.

export const SLANG = new Set([
  "gonna", "wanna", "gotta", "kinda", "sorta", "y'all", "yall", "lol", "omg", "lmao", "btw", "tbh", "ngl",
  "awesome", "cool", "yum", "yummy", "yay", "woohoo", "wow", "whoa", "hey", "hi", "guys", "folks", "stuff",
  "super", "totally", "crazy", "epic", "legit", "vibes", "vibe", "bestie", "fam", "nope", "yep",
  "yeah", "ok", "okay", "dope", "lit", "insane", "obsessed", "ya", "cuz", "bae", "fave", "fav", "deets",
]);

export const INTENSIFIERS = new Set([
  "so", "very", "really", "super", "totally", "absolutely", "incredibly", "insanely", "ridiculously",
  "seriously", "literally", "extremely", "mega", "ultra", "crazy", "massively", "wildly", "utterly",
  "amazing", "awesome", "epic", "huge", "best", "ever", "never", "biggest", "ultimate", "unbelievable",
]);

export const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "yourselves", "y'all", "ya"]);
export const INCLUSIVE = new Set(["we", "us", "our", "ours", "ourselves", "together", "everyone"]);
export const PERSONAL_PRONOUNS = new Set(["i", "me", "my", "mine", "myself", ...SECOND_PERSON, ...INCLUSIVE]);

export const AFFECTIVE = new Set([
  "love", "loved", "loving", "thank", "thanks", "grateful", "gratitude", "welcome", "care", "caring",
  "heart", "hearts", "proud", "happy", "joy", "kind", "kindness", "hope", "hopeful", "together",
  "neighbor", "neighbors", "neighbour", "neighbours", "community", "family", "families", "friend",
  "friends", "share", "sharing", "support", "celebrate", "warm", "warmly", "hug", "hugs", "smile",
  "belong", "belonging", "gentle", "comfort", "cherish", "appreciate", "glad", "generous", "generosity",
]);

// Emoji that read as affection rather than excitement.
export const WARM_EMOJI = /[❤♥💕💖💗💛💚💙💜🧡🤍🤗🥰😊☺🙏🤝]/u;

// Latinate endings: "diversification", "allocation", "prudent", "regulatory" read as formal.
export const LATINATE_SUFFIX = /(tion|sion|ment|ance|ence|ancy|ency|ity|ive|ous|ize|ise|ate|ary|ory|ible|able|ure|ial|ual)$/;

// Frequent words that would make empty theme keywords; the model's stop-word list misses them.
export const GENERIC_TERMS = new Set([
  "new", "great", "good", "best", "more", "most", "today", "time", "day", "days", "way", "thing", "things",
  "lot", "lots", "year", "years", "week", "people", "everyone", "something", "anything", "one", "first",
  "next", "last", "little", "big", "much", "many", "sure", "own", "same", "other", "whole", "real",
  "right", "able", "full", "free", "just", "even", "still", "also", "really", "here", "there",
]);

// Function words of a few common European languages, so that non-English samples do not yield
// "que" or "und" as themes (wink's stop-word list is English).
export const FOREIGN_STOP_WORDS = new Set([
  // es / pt / it
  "que", "los", "las", "del", "por", "para", "con", "una", "uno", "como", "más", "pero", "sus", "este",
  "esta", "son", "muy", "sin", "sobre", "entre", "não", "uma", "com", "mais", "dos", "das", "pelo", "pela",
  "che", "non", "per", "della", "delle", "degli", "sono", "gli", "anche", "nel", "nella",
  // fr
  "les", "des", "une", "est", "pour", "pas", "dans", "qui", "sur", "avec", "nous", "vous", "sont", "aux",
  "ces", "mais", "ont", "leur", "très", "tout", "tous", "elle", "ils",
  // de / nl
  "und", "der", "die", "das", "den", "dem", "ist", "nicht", "mit", "sich", "auf", "für", "ein", "eine",
  "einen", "wir", "ihr", "sie", "von", "zu", "auch", "wie", "het", "een", "van", "voor", "zijn", "niet",
]);
