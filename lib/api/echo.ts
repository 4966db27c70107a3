/** At most this much of any one value a client sent is repeated back in an error message. */
export const MAX_ECHOED_CHARS = 40;
/** How many fields an error message names before it says how many more there are. */
export const MAX_NAMED_FIELDS = 5;
/** No error message is longer than this, however the request was made. */
export const MAX_MESSAGE_CHARS = 1000;
/** No `error.details` lists more entries than this. */
export const MAX_DETAILS = 20;

/** A client's text as an error message may repeat it: cut to MAX_ECHOED_CHARS with an ellipsis. */
export const echo = (text: string) => (text.length > MAX_ECHOED_CHARS ? `${text.slice(0, MAX_ECHOED_CHARS)}…` : text);

/** A whole message within MAX_MESSAGE_CHARS. */
export const boundMessage = (message: string) => (message.length > MAX_MESSAGE_CHARS ? `${message.slice(0, MAX_MESSAGE_CHARS - 1)}…` : message);
