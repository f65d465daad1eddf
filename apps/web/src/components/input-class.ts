// Apart from form.tsx (which re-exports it) so a plain input outside a form, such as the week grid's or
// the export dialog's, does not bring the form layer.

/** Classes of the app's text inputs, selects and text areas. */
export const INPUT_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-100 disabled:bg-slate-50 aria-[invalid=true]:border-red-500';
