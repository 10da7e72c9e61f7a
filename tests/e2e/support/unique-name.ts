/** A name no earlier run has used, for what a journey creates in the shared shop. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}`
