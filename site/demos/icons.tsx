// Small inline icons for the demo toolbar: drawn here, so the toolbar needs no icon package.

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

/** Two overlapping sheets: copy. */
export const CopyIcon = () => <Icon d="M8 3h10a2 2 0 0 1 2 2v12h-2V5H8V3Zm-3 4h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v10h10V9H5Z" />;
/** A tick: copied. */
export const CheckIcon = () => <Icon d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4-9.6 9.6Z" />;
/** A circular arrow: reset the demo. */
export const ResetIcon = () => <Icon d="M12 5V2L7.5 6.5 12 11V7.5a5.5 5.5 0 1 1-5.5 5.5H4a8 8 0 1 0 8-8Z" />;
/** A target: reset focus. */
export const FocusIcon = () => <Icon d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm-8 7H2v4a3 3 0 0 0 3 3h4v-2H5a1 1 0 0 1-1-1v-4Zm0-6V5a1 1 0 0 1 1-1h4V2H5a3 3 0 0 0-3 3v4h2Zm15-7h-4v2h4a1 1 0 0 1 1 1v4h2V5a3 3 0 0 0-3-3Zm1 17a1 1 0 0 1-1 1h-4v2h4a3 3 0 0 0 3-3v-4h-2v4Z" />;
/** A cube: CodeSandbox. */
export const SandboxIcon = () => <Icon d="M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3L18.6 8 12 11.7 5.4 8 12 4.3ZM5 9.7l6 3.4v6.6l-6-3.4V9.7Zm8 10v-6.6l6-3.4v6.6l-6 3.4Z" />;
/** A lightning bolt: StackBlitz. */
export const BoltIcon = () => <Icon d="M11 21h-1l1-7H6.5c-.9 0-.3-.8-.3-.8L13 3h1l-1 7h4.5c.7 0 .4.7.3.8L11 21Z" />;
/** Angle brackets: the source file. */
export const SourceIcon = () => <Icon d="M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6 1.4-1.4Zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6-1.4-1.4Z" />;
