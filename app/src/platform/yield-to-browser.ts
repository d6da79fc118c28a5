/**
 * Ends the current task and resumes in a new one, so that the browser can paint and handle input in between (issue 26:
 * the start's steps chained as promises ran as one long task, which a phone's visitor feels as a frozen page and which
 * counts whole towards the total blocking time).
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
