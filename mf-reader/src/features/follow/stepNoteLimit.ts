/** Longest advice for one step, as the API keeps it (MAX_STEP_NOTE in api/src/builds/stepsSchemas.ts). */
export const MAX_NOTE_CHARS = 1000;
