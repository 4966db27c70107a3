/**
 * Resolves after the event loop has served whatever else is waiting (other requests' I/O).
 * Generation and extraction are CPU work in the server's one thread; awaiting this between
 * items keeps each uninterrupted stretch short (`npm run bench:abuse` measures the longest).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
