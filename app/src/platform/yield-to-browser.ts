/**
 * Ends the current task and resumes in a new one, so that the browser can paint and handle input in between (issue 26:
 * the start's steps chained as promises ran as one long task, which a phone's visitor feels as a frozen page and which
 * counts whole towards the total blocking time). `scheduler.yield()` where the browser has it (it resumes ahead of
 * other queued tasks), else a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
