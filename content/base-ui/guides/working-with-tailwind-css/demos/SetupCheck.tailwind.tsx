// Step 1's result: no Base UI yet, only Tailwind classes on plain elements. If this card shows
// a rounded, tinted box with a bold title, Tailwind is generating CSS for your files.
export default function SetupCheck() {
  return (
    <div className="max-w-sm rounded-xl border border-solid border-sky-200 bg-sky-50 p-4 font-sans dark:border-sky-800 dark:bg-sky-950">
      <p className="m-0 text-sm font-semibold text-sky-900 dark:text-sky-100">Tailwind CSS is running</p>
      <p className="m-0 mt-1 text-sm text-sky-800 dark:text-sky-200">
        This card uses only utility classes: padding, border, colors and type.
      </p>
    </div>
  );
}
