/** How long a copy button says "Copied" (SPEC §4, §9): buttons of components and demo toolbars. */
export const COPIED_MS_COMPONENT = 1200;

/** How long a copy button of a code block embedded in the page says "Copied" (SPEC §4, §9). */
export const COPIED_MS_CODE_BLOCK = 2000;
